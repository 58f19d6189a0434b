import { graphql } from 'react-relay';

/** The query of both extension screens: the choice and its order step read the same options. */
export const extensionQuery = graphql`
  query ExtensionQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      unitKind
      departureTime
      isCancelled
      isCheckedOut
      property {
        timeZone
      }
      extensionOptions {
        productId
        kind
        nights
        maxNights
        endDate
        isAvailable
        pricePerNight {
          ...Price_money
          ...exactMoney_money
        }
        totalPrice {
          ...Price_money
        }
      }
    }
  }
`;

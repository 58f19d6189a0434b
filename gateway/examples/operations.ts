// The operations of the examples, as another team's app keeps them: Apollo's
// generate-persisted-query-manifest reads this file into persisted-query-manifest.json
// (`pnpm --filter @guest/gateway examples:manifest`), which the app publishes to the gateway.
import { gql } from '@apollo/client';

export const demoStay = gql`
  query DemoStay($slug: String!) {
    reservation(slug: $slug) {
      id
      confirmationNumber
      property { id name city }
    }
  }
`;

export const stayOffers = gql`
  query StayOffers($slug: String!) {
    reservation(slug: $slug) {
      id
      offeredProducts { id productId type }
    }
  }
`;

export const stayOrder = gql`
  query StayOrder($slug: String!, $orderId: ID!) {
    reservation(slug: $slug) {
      id
      order(orderId: $orderId) { id status }
    }
  }
`;

export const placeOrder = gql`
  mutation PlaceOrder($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
    orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
      ok
      order { id orderId status }
    }
  }
`;

export const orderStatus = gql`
  subscription OrderStatus($slug: String!, $orderId: ID!) {
    orderStatus(slug: $slug, orderId: $orderId) { id status }
  }
`;

import { graphql } from 'react-relay';

/**
 * Everything about a stay that a change or the clock can move, in the shapes the stay's screens
 * select it: the stage and what follows from it, the dates and times, the unit with its doors and
 * Wi-Fi, the cards, what was bought and what is on sale. Every mutation that changes a stay, the
 * order status once an order settles and the read at the stay's next boundary select the
 * reservation with this fragment, so Relay normalises the new values into the records every
 * screen reads: a screen open now re-renders, one opened later finds them in the store.
 *
 * The fields are listed, not the screens' fragments spread: those bring the property's contacts
 * and content along, which no change moves and which would take the documents over the gateway's
 * cost limit. `stayUpdate.test.ts` holds every stay screen's query to it: a field a screen adds
 * about the stay fails that test until it is added here. Left out, and read from the network
 * when their screens open: the property, and what moves with every guest's purchases (a
 * product's days and times, the upgrade and extension options), and the quote for new dates,
 * asked from the network for the dates the guest has chosen.
 */
export const stayUpdateFragment = graphql`
  fragment stayUpdate_reservation on Reservation {
    slug
    confirmationNumber
    status
    stage
    pageState
    isCancelled
    isCheckedOut
    hasStarted
    isCheckOutAvailable
    isOpenForOrders
    isPastDepartureTime
    nextStep
    isPaid
    isBalancePayableInApp
    balanceDue {
      amountMinor
      decimalAmount
      currencyCode
    }
    asOf
    nextChangeAt
    startDate
    endDate
    arrivalTime
    departureTime
    checkOutDate
    nightsCount
    guestCount
    totalPrice {
      ...Price_money
    }
    accessAfterCheckOut {
      unitUntil
      buildingUntil
    }
    cancellationPolicy {
      cancellationType
      isFreeCancellationAvailable
      freeCancellationEndDate
    }
    checkInState {
      state
      idVerificationState
    }
    unitKind
    unit {
      name
      number
      floor
      type
      emissionsCo2ePerNight
      images {
        url
        isPlaceholder
      }
      address {
        addressLine1
        addressLine2
        zipCode
        city
      }
    }
    unitCategory {
      name
      emissionsCo2ePerNight
      images {
        url
        isPlaceholder
      }
    }
    keys {
      keyId
      name
      type
      accessType
      validFrom
      validTo
      keypadButton
      code
      unavailability {
        code
        availableAt
      }
    }
    integrations {
      wifi {
        ssid
        password
      }
      commonDoors {
        type
        floorNumber
        signText
      }
    }
    card {
      cardId
      numberMasked
      lastFour
      type
    }
    cards {
      cardId
      numberMasked
      type
      name
      authorizationState
    }
    orderedItems(first: 10) {
      edges {
        node {
          orderItemId
          productId
          name
          type
          consumptionDate
          timeslotStartsAt
          isEstimate
          transfer {
            direction
            time
            flightNumber
            address
          }
          priceGross {
            ...Price_money
          }
        }
      }
    }
    offeredProducts {
      productId
      name
      type
      group
      isOrderable
      chargeMethod
      chargeInterval
      customerRewardId
      priceGross {
        ...exactMoney_money
      }
    }
    productOffers {
      type
      state
      canChange
      boughtItems {
        orderItemId
        timeslotStartsAt
      }
    }
  }
`;

// The stay screen's full selection: reservation, property and contacts, customer, unit, category,
// keys, integrations, card, ordered and offered products, cancellation policy and check-in state.
export const stayQuery = `query StayBenchQuery($slug: String!) {
  reservation(slug: $slug) {
    id slug confirmationNumber startDate endDate guestCount status isCancelled hasStarted isCheckOutAvailable
    property { id name city timeZone contacts { phone whatsappNumber } }
    customer { firstName lastName email referralCode isMarketingConsentGiven }
    unit { name number floor images { url } }
    unitCategory { id name images { url sequenceNumber isPlaceholder } }
    keys { keyId name type accessType code unavailability { code availableAt } }
    integrations { wifi { ssid password } commonDoors { type floorNumber signText } }
    card { cardId type paymentMethodCode }
    orderedItems(first: 20) { edges { node { orderItemId productId priceGross { amountMinor currencyCode } } } }
    offeredProducts { productId name type priceGross { amountMinor currencyCode } }
    cancellationPolicy { cancellationType freeCancellationEndDate }
    checkInState { state idVerificationState }
  }
}`;

/** Documents several suites send. */

// About the stay screen's whole selection: one fits the cost limit, three do not.
export const fullReservation = `reservation(slug: "s") { id slug startDate endDate guestCount status isCancelled
  property { id name city timeZone contacts { phone whatsappNumber } }
  customer { firstName lastName email referralCode }
  unit { name number floor features images { url sequenceNumber isPlaceholder } address { addressLine1 city } }
  unitCategory { id name images { url } features }
  keys { keyId name type accessType code keypadButton unavailability { code availableAt } }
  integrations { wifi { ssid password } accessGuidelines { accessType } commonDoors { type floorNumber signText } }
  cards { cardId type numberMasked paymentMethodCode }
  orderedItems(first: 50) { edges { cursor node { orderItemId productId priceGross { amountMinor currencyCode } } } pageInfo { hasNextPage endCursor } }
  offeredProducts { productId name type priceGross { amountMinor currencyCode } }
  cancellationPolicy { cancellationType freeCancellationEndDate } checkInState { state idVerificationState } }`;

/**
 * A valid document whose fields nest deeper than `maxDepth` (fragments do not count as levels): a
 * stay's order's stay's order, and so on.
 */
export function deeperThan(maxDepth: number): string {
  const pairs = Math.ceil(maxDepth / 2);
  const opening = Array.from({ length: pairs }, () => 'order(orderId: "o") { reservation {');
  return `{ reservation(slug: "s") { ${opening.join(' ')} id ${'} }'.repeat(pairs)} } }`;
}

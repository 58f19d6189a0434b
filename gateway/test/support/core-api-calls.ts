/** The core API reads behind every availability field of one stay, one call per product. */
export const stayAvailabilityCalls = [
  'GET /product-availability/mid-stay-cleaning',
  'GET /product-availability/breakfast',
  'GET /product-availability/unit-category-upgrade',
  'GET /product-availability/early-check-in',
  'GET /product-availability/late-check-out',
  'GET /product-availability/reservation-extension-request',
  'GET /property-unit-availability',
];

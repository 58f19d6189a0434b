// Row types of the tables created by `migrations/`, in the camelCase that Kysely's CamelCasePlugin
// maps to the snake_case columns. SQLite has no boolean: flags are 0 or 1 (`Flag`).
export type Flag = 0 | 1;

export interface PropertyTable {
  id: string;
  key: string;
  name: string;
  city: string;
  zipCode: string;
  addressLine1: string;
  addressLine2: string | null;
  googleMapsUrl: string;
  timeZone: string;
  phone: string;
  whatsappNumber: string | null;
  currencyCode: string;
  language: string;
  isWhiteLabel: Flag;
  /** Whether a guest may pay the stay's open balance in the app (else at the property). */
  acceptsAppPayments: Flag;
  pciProxyPublicKey: string;
  entrance: string | null;
  hostDisplayName: string;
  hostId: string;
  checkInTime: string;
  checkOutTime: string;
}

export interface PropertyAccessGuideTable {
  id: string;
  propertyId: string;
  title: string;
  body: string;
  sequenceNumber: number;
}

export interface PropertyContentTable {
  propertyId: string;
  helpCenterId: string;
  helpCenterIdentifier: string;
  guestAreaImageUrl: string;
}

export type HelpArticleGroup = 'access' | 'apartment' | 'check-out' | 'reservation';

export interface HelpArticleTable {
  id: string;
  propertyId: string;
  group: HelpArticleGroup;
  title: string;
  body: string;
  description: string;
  sequenceNumber: number;
}

export interface PartnerContentTable {
  id: string;
  propertyId: string;
  kind: 'breakfast' | 'gym';
  name: string;
  description: string;
  address: string;
  googleMapsUrl: string;
  websiteUrl: string;
  imageUrl: string;
  /** JSON array of strings. */
  tags: string;
  accessType: string | null;
  accessGuidelines: string | null;
}

export interface UnitCategoryTable {
  id: string;
  propertyId: string;
  name: string;
  type: string;
  capacity: number;
  description: string;
  /** Newline-separated, as the API answers it. */
  features: string;
  cmsSlug: string;
  emissionsCo2eGramsPerNight: number;
  nightlyRateMinor: number;
  vatPercent: number;
}

export interface ImageTable {
  id: string;
  url: string;
  sequenceNumber: number;
}

export interface UnitCategoryImageTable extends ImageTable {
  categoryId: string;
}

export interface UnitImageTable extends ImageTable {
  unitId: string;
}

export interface UnitTable {
  id: string;
  propertyId: string;
  categoryId: string;
  floor: number;
  number: string;
  name: string;
  /** Newline-separated. */
  features: string;
  type: string;
  cmsSlug: string;
  emissionsCo2eGramsPerNight: number;
  addressLine1: string | null;
  addressLine2: string | null;
  zipCode: string | null;
  city: string | null;
}

export type KeyValidity = 'unit' | 'building';

export interface PropertyKeyTable {
  id: string;
  propertyId: string;
  /** Set for keys of one unit only (the apartment door); null for the building's doors. */
  unitId: string | null;
  type: string;
  accessType: string;
  name: string;
  code: string | null;
  keypadButton: string | null;
  sequenceNumber: number;
  /** Which after-check-out rule applies: 15 minutes for the unit, 23:00 for the building. */
  validity: KeyValidity;
}

export interface WifiNetworkTable {
  id: string;
  propertyId: string;
  unitId: string | null;
  ssid: string;
  password: string;
}

export interface AccessGuidelineTable {
  id: string;
  propertyId: string;
  unitId: string | null;
  accessType: string;
}

export interface CommonDoorTable {
  id: string;
  propertyId: string;
  kind: 'luggage-room' | 'washeteria' | 'kitchen' | 'garbage-room' | 'bicycle-storage-room';
  floorNumber: number;
  signText: string;
}

export interface ProductGroupTable {
  key: string;
  name: string;
}

export interface ProductTable {
  id: string;
  propertyId: string;
  type: string;
  name: string;
  description: string;
  serviceId: string;
  priceGrossMinor: number;
  currencyCode: string;
  chargeInterval: string;
  chargeMethod: string;
  groupKey: string;
  isOrderable: Flag;
  /**
   * Unused since 0007: a reward applies to the products of its type for its own customer's stays
   * (`domain/rewards.ts`). SQLite cannot drop a column a foreign key names.
   */
  customerRewardId: string | null;
  /** Prepared for the guest's arrival (a stocked fridge, flowers): sold until the arrival. */
  isForArrival: Flag;
}

export interface CustomProductTable {
  id: string;
  propertyId: string;
  type: 'dummy' | 'informational' | 'request' | 'third-party';
  title: string;
  description: string;
  imageUrl: string;
  logoUrl: string | null;
  guidelines: string | null;
  priceMinor: number | null;
  currencyCode: string;
  isExactPrice: Flag;
  productType: string | null;
  groupKey: string;
  actionUrl: string | null;
  actionName: string | null;
  dummyTitle: string | null;
  dummyMessage: string | null;
  /** How long before its date and time a request (the transfer) must be ordered; null: none. */
  noticeMinutes: number | null;
}

/** What a transfer request asks for, kept with the order line that ordered it. */
export interface TransferRequestTable {
  orderItemId: string;
  direction: 'to-airport' | 'from-airport';
  /** Local date (YYYY-MM-DD) of the pickup. */
  date: string;
  /** Local `HH:MM` of the pickup (to the airport) or the landing (from it). */
  time: string;
  flightNumber: string | null;
  address: string | null;
}

export interface VoucherCodeTable {
  code: string;
  discountPercent: number;
  validUntil: string | null;
}

export interface CreditCardTable {
  id: string;
  customerId: string | null;
  numberMasked: string;
  name: string;
  /** `YYYY-MM`. */
  expirationDate: string;
  createdAt: string;
  format: string;
  state: string;
  type: string;
  authorizationState: string;
  transactionId: string;
  /** The test card's behaviour on later charges (sandbox-contract.md, test cards). */
  chargeOutcome: 'succeeds' | 'fails';
}

export type ReservationStatus = 'confirmed' | 'canceled';
export type CheckInState =
  | 'guest-details-required'
  | 'id-verification-required'
  | 'check-in-completed';
export type IdVerificationState = 'approved' | 'banned' | 'declined' | 'required' | 'not-required';
export type CancellationType = 'refundable' | 'non-refundable' | 'ota';

export interface ReservationTable {
  id: string;
  slug: string;
  confirmationNumber: string;
  propertyId: string;
  unitId: string;
  customerId: string;
  creditCardId: string | null;
  /** Local arrival date in the property's time zone. */
  startDate: string;
  /** Local departure date in the property's time zone. */
  endDate: string;
  adultsCount: number;
  childrenCount: number;
  totalPriceMinor: number;
  currencyCode: string;
  status: ReservationStatus;
  checkInState: CheckInState;
  idVerificationState: IdVerificationState;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  canceledAt: string | null;
  cancellationType: CancellationType;
  freeCancellationEndDate: string | null;
  isPaid: Flag;
  cleaningAllowance: number;
  createdAt: string;
}

export interface ReservationGuestTable {
  id: string;
  reservationId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  isPrimary: Flag;
}

export type OrderStatus = 'pending' | 'ordered' | 'failed';

/** A stay's open balance paid in the app, charged to one of the guest's cards. */
export interface StayPaymentTable {
  id: string;
  reservationId: string;
  creditCardId: string;
  amountMinor: number;
  currencyCode: string;
  paidAt: string;
}
export interface OrderTable {
  id: string;
  reservationId: string;
  status: OrderStatus;
  errorCode: 'ERROR_ORDER_PAYMENT' | 'ERROR_ORDER' | null;
  createdAt: string;
  /** When a pending order resolves to ordered or failed. */
  settlesAt: string;
}

export type OrderItemStatus =
  | 'pending'
  | 'processed'
  | 'confirmed'
  | 'delivered'
  | 'canceled'
  | 'failed';

export interface OrderItemTable {
  id: string;
  reservationId: string;
  orderId: string | null;
  productId: string | null;
  customProductId: string | null;
  status: OrderItemStatus;
  consumptionDate: string;
  consumptionEndDate: string | null;
  quantity: number;
  priceGrossMinor: number;
  currencyCode: string;
  createdAt: string;
  /** For a unit category upgrade: the category the stay moves to. */
  propertyUnitCategoryId: string | null;
  /** The reward that made the line free (its price is then 0). */
  customerRewardId: string | null;
  /** The price is an estimate ("from"), settled with the provider later. */
  isEstimate: Flag;
}

/** The first answer to an idempotent write, replayed for the same key and request (24 h). */
export interface IdempotentRequestTable {
  /** Whose key it is: `reservation:<id>`, so two stays never share an answer. */
  scope: string;
  key: string;
  /** SHA-256 of method, path and body: the same key with another request is refused. */
  fingerprint: string;
  statusCode: number;
  body: string;
  createdAt: string;
}

/** Access tokens a customer signed out of, kept until they would have expired anyway. */
export interface RevokedAccessTokenTable {
  tokenId: string;
  expiresAt: string;
}

export interface CustomerTable {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  externalUserId: string;
  /** JSON array of strings, e.g. `["send-marketing-emails"]`. */
  options: string;
  intercomVerificationHash: string | null;
  createdAt: string;
}

export interface ReferralVoucherCodeTable {
  id: string;
  customerId: string;
  value: string;
}

export interface CustomerStatisticsTable {
  customerId: string;
  nightsStayed: number;
  propertiesVisited: number;
  propertiesTotal: number;
}

export interface CustomerRewardTable {
  id: string;
  customerId: string;
  type: string;
  name: string;
  nightsUntilNextTier: number;
  totalNightsRequired: number;
  reservationsUntilNextTier: number;
  contentSubTitle: string | null;
  contentDescription: string | null;
  contentGuideline: string | null;
  /** When an order that the reward made free went through: a reward is used once. */
  redeemedAt: string | null;
  redeemedOrderItemId: string | null;
}

export interface OneTimeCodeTable {
  id: string;
  email: string;
  codeHash: string;
  idempotencyKey: string;
  expiresAt: string;
  failedTries: number;
  usedAt: string | null;
  createdAt: string;
}

export interface OutboxTable {
  id: string;
  to: string;
  subject: string;
  code: string;
  idempotencyKey: string;
  sentAt: string;
}

export interface UnlockRecordTable {
  id: string;
  propertyKeyId: string;
  reservationId: string;
  requestedAt: string;
  /** `unlocked`: the key worked (a door opened, or the elevator was called). */
  outcome: 'unlocked' | 'refused';
}

export interface TimeslotInventoryTable {
  id: string;
  propertyId: string;
  productType: 'early-check-in' | 'late-check-out';
  /** Local `HH:MM` in the property's time zone. */
  time: string;
  capacityPerDay: number;
}

export interface TimeslotBookingTable {
  id: string;
  timeslotId: string;
  reservationId: string;
  localDate: string;
}

export interface CleaningScheduleTable {
  id: string;
  reservationId: string;
  unitId: string;
  startDate: string;
  endDate: string;
  isComplimentary: Flag;
  orderItemId: string | null;
}

/**
 * An English text of the content tables in another language (`language`: the primary subtag,
 * `de`). Rows hold English; a read looks their texts up here.
 */
export interface TextTranslationTable {
  source: string;
  language: string;
  text: string;
}

export type ArrivalPurpose = 'leisure' | 'business' | 'other';

export interface GuestDetailsTable {
  reservationId: string;
  addressLine1: string;
  addressLine2: string | null;
  zipCode: string;
  city: string;
  countryCode: string;
  arrivalPurpose: ArrivalPurpose;
  submittedAt: string;
}

export type IdentityVerificationStatus = 'pending' | 'approved' | 'declined';

export interface IdentityVerificationTable {
  id: string;
  reservationId: string;
  status: IdentityVerificationStatus;
  providerUrl: string;
  createdAt: string;
  completedAt: string | null;
}

export interface ElevatorRequestTable {
  id: string;
  propertyKeyId: string;
  reservationId: string;
  requestedAt: string;
}

export interface Database {
  properties: PropertyTable;
  propertyAccessGuides: PropertyAccessGuideTable;
  propertyContent: PropertyContentTable;
  helpArticles: HelpArticleTable;
  partnerContent: PartnerContentTable;
  unitCategories: UnitCategoryTable;
  unitCategoryImages: UnitCategoryImageTable;
  units: UnitTable;
  unitImages: UnitImageTable;
  propertyKeys: PropertyKeyTable;
  wifiNetworks: WifiNetworkTable;
  accessGuidelines: AccessGuidelineTable;
  commonDoors: CommonDoorTable;
  productGroups: ProductGroupTable;
  products: ProductTable;
  customProducts: CustomProductTable;
  voucherCodes: VoucherCodeTable;
  creditCards: CreditCardTable;
  reservations: ReservationTable;
  reservationGuests: ReservationGuestTable;
  orders: OrderTable;
  stayPayments: StayPaymentTable;
  orderItems: OrderItemTable;
  transferRequests: TransferRequestTable;
  customers: CustomerTable;
  referralVoucherCodes: ReferralVoucherCodeTable;
  customerStatistics: CustomerStatisticsTable;
  customerRewards: CustomerRewardTable;
  oneTimeCodes: OneTimeCodeTable;
  outbox: OutboxTable;
  unlockRecords: UnlockRecordTable;
  timeslotInventory: TimeslotInventoryTable;
  timeslotBookings: TimeslotBookingTable;
  cleaningSchedule: CleaningScheduleTable;
  textTranslations: TextTranslationTable;
  guestDetails: GuestDetailsTable;
  identityVerifications: IdentityVerificationTable;
  elevatorRequests: ElevatorRequestTable;
  idempotentRequests: IdempotentRequestTable;
  revokedAccessTokens: RevokedAccessTokenTable;
}

/** Seeding and reset delete and refill these, children before parents. */
export const tablesInDeleteOrder = [
  'idempotentRequests',
  'revokedAccessTokens',
  'elevatorRequests',
  'identityVerifications',
  'guestDetails',
  'textTranslations',
  'cleaningSchedule',
  'timeslotBookings',
  'timeslotInventory',
  'unlockRecords',
  'outbox',
  'oneTimeCodes',
  'transferRequests',
  'orderItems',
  'orders',
  'stayPayments',
  'reservationGuests',
  'reservations',
  'creditCards',
  'voucherCodes',
  'customProducts',
  'products',
  'customerRewards',
  'customerStatistics',
  'referralVoucherCodes',
  'customers',
  'productGroups',
  'commonDoors',
  'accessGuidelines',
  'wifiNetworks',
  'propertyKeys',
  'unitImages',
  'units',
  'unitCategoryImages',
  'unitCategories',
  'partnerContent',
  'helpArticles',
  'propertyContent',
  'propertyAccessGuides',
  'properties',
] as const satisfies readonly (keyof Database)[];

/**
 * The core API's answers as the gateway reads them (the `data` of the envelope). These are the
 * `mappers` of codegen.ts: each GraphQL type's resolvers receive the DTO it is built from.
 * Field names follow spec §3 and the sandbox's OpenAPI document (openapi.generated.ts).
 */
import type { Connection, Edge } from '../graphql/connection.ts';

export type MoneyView = { amount: number; currencyCode: string };

export type PropertyDto = {
  id: string;
  key: string;
  name: string;
  city: string;
  zipCode?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  googleMapsUrl?: string | null;
  timeZone?: string | null;
  phone?: string | null;
  whatsappNumber?: string | null;
  currencyCode?: string | null;
  language?: string | null;
  isWhiteLabel?: boolean | null;
  pciProxyPublicKey?: string | null;
  entrance?: string | null;
  integrations?: PropertyIntegrationsDto | null;
};

export type PropertyContactsDto = {
  id: string;
  key: string;
  phone?: string | null;
  whatsappNumber?: string | null;
};

export type ReferralVoucherCodeDto = { value: string };

export type CustomerDto = {
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  userId?: string | null;
  externalUserId?: string | null;
  options?: string[] | null;
  intercomVerificationHash?: string | null;
  referralVoucherCodes?: ReferralVoucherCodeDto[] | null;
};

export type CreditCardDto = {
  id: string;
  numberMasked: string;
  name?: string | null;
  createdAt?: string | null;
  format?: string | null;
  state?: string | null;
  type?: string | null;
  authorizationState?: string | null;
  transactionId?: string | null;
};

export type ProductGroupDto = { key?: string | null; name?: string | null };

export type ProductDto = {
  id: string;
  name: string;
  type?: string | null;
  serviceId?: string | null;
  priceGross: number;
  currency?: string | null;
  chargeInterval?: string | null;
  chargeMethod?: string | null;
  group?: string | null;
  productGroup?: ProductGroupDto | null;
  isOrderable?: boolean | null;
  isAvailable?: boolean | null;
  customerRewardId?: string | null;
};

export type OrderItemDto = {
  id: string;
  productId?: string | null;
  consumptionDate?: string | null;
  consumptionEndDate?: string | null;
  priceGross: number;
  currency?: string | null;
  status: string;
};

export type OrderedItemConnectionView = Connection<OrderItemDto>;
export type OrderedItemEdgeView = Edge<OrderItemDto>;

export type CancellationPolicyDto = {
  type?: string | null;
  isFreeCancellationAvailable?: boolean | null;
  isOTA?: boolean | null;
  freeCancellationEndDate?: string | null;
};

/** The policy plus what its derived fields need from the reservation. */
export type CancellationPolicyView = CancellationPolicyDto & { timeZone: string };

export type ImageDto = { url: string; sequenceNumber?: number | null };

export type AddressDto = {
  addressLine1?: string | null;
  addressLine2?: string | null;
  zipCode?: string | null;
  city?: string | null;
};

export type UnitDto = {
  id: string;
  name?: string | null;
  number?: string | null;
  floor?: string | number | null;
  features?: string | string[] | null;
  images?: ImageDto[] | null;
  type?: string | null;
  availableAt?: string | null;
  emissionsCo2ePerNight?: number | null;
  cmsSlug?: string | null;
  address?: (AddressDto & { isOverride?: boolean | null }) | null;
  integrations?: UnitIntegrationsDto | null;
};

export type UnitCategoryDto = {
  id: string;
  name: string;
  type?: string | null;
  capacity?: number | null;
  description?: string | null;
  features?: string | string[] | null;
  images?: ImageDto[] | null;
  propertyId?: string | null;
  cmsSlug?: string | null;
  emissionsCo2ePerNight?: number | null;
};

export type PropertyKeyDto = {
  id: string;
  name?: string | null;
  type?: string | null;
  accessType?: string | null;
  sequenceNumber?: number | null;
  validFromDate?: string | null;
  validToDate?: string | null;
  keypadButton?: string | null;
  code?: string | null;
  errorCode?: string | null;
  availableAt?: string | null;
};

export type CommonDoorDto = {
  type: string;
  floorNumber?: string | number | null;
  signText?: string | null;
};

export type UnitIntegrationsDto = {
  wirelessAccessPoint?: { ssid: string; password?: string | null } | null;
  accessGuidelines?: { accessType?: string | null } | null;
};

export type PropertyIntegrationsDto = UnitIntegrationsDto & {
  commonDoors?: CommonDoorDto[] | null;
};

/** The reservation's integrations: the unit's own override the building's. */
export type IntegrationsView = {
  unit: UnitIntegrationsDto | null;
  property: PropertyIntegrationsDto | null;
};

export type ReservationStateDto = { state?: string | null; idVerificationState?: string | null };

export type ReservationDto = {
  id: string;
  slug: string;
  confirmationNumber: string;
  /** Instants of arrival and departure (check-in and check-out time). */
  startDate: string;
  endDate: string;
  /** The same days as calendar dates in the property's time zone. */
  startDateLocal?: string | null;
  endDateLocal?: string | null;
  checkInDate?: string | null;
  checkOutDate?: string | null;
  adultsCount?: number | null;
  childrenCount?: number | null;
  propertyId?: string | null;
  propertyUnitId?: string | null;
  totalPrice?: number | null;
  currencyCode?: string | null;
  status?: string | null;
  checkInState?: string | null;
  idVerificationState?: string | null;
  customer?: CustomerDto | null;
  property?: PropertyDto | null;
  propertyKeys?: PropertyKeyDto[] | null;
  creditCards?: CreditCardDto[] | null;
  creditCard?: CreditCardDto | null;
  orderItems?: OrderItemDto[] | null;
  products?: ProductDto[] | null;
  cancellationPolicy?: CancellationPolicyDto | null;
  propertyUnit?: UnitDto | null;
  propertyUnitCategory?: UnitCategoryDto | null;
};

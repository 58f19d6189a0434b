/**
 * What each GraphQL type's resolvers receive as `parent` (the `mappers` of codegen.ts): the core
 * API's answer as is (re-exported from upstream/dto.ts), or a view of it with what its derived
 * fields need from the object above it (a time zone, the reservation it belongs to). The upstream
 * shapes stay in upstream/dto.ts, which knows nothing of GraphQL.
 */

import type { ProductOffer } from '../derive/stay/index.ts';
import type {
  CancellationPolicyDto,
  CleaningAvailabilityDto,
  CreditCardDto,
  CustomerDto,
  CustomerStatisticsDto,
  ExtensionOptionDto,
  OrderDto,
  OrderItemDto,
  ProductDayDto,
  ProductDto,
  PropertyIntegrationsDto,
  PropertyKeyDto,
  RateDto,
  ReservationDto,
  ReservationSummaryDto,
  UnitIntegrationsDto,
} from '../upstream/dto.ts';
import type { Connection, Edge } from './connection.ts';
import type { Loaders } from './loaders.ts';
import type { ProductType } from './schema-types.generated.ts';

/** The schema's `Money` is the core API's amount as `derive/money.ts` reads it. */
export type { MoneyView } from '../derive/money.ts';
export type {
  AccessGuideDto,
  AddressDto,
  ArrivalDepartureTimeslotDto,
  CategoryAvailabilityDto,
  CustomProductDto,
  DailyAvailabilityDto,
  GymPartnerDto,
  HelpArticleDto,
  PartnerVenueDto,
  ProductContentDto,
  PropertyContactsDto,
  PropertyContentDto,
  PropertyDto,
  ReservationDto,
  ReservationStateDto,
  ReservationSummaryDto,
  RewardDto,
  TimeslotAvailabilityDto,
  UnitAvailabilityDateDto,
  UnitCategoryDto,
  UnitDto,
  UpgradeOptionDto,
} from '../upstream/dto.ts';

/**
 * Something as one reservation shows it (a product at that stay's price, a door with that stay's
 * code): the reservation's core API id makes its global id (graphql/global-id.ts).
 */
export type ReservationPart<T> = T & { reservationId: string };

/**
 * An ordered item with what names it: the property's product (the reservation's `products`, sold
 * or not) and the property, whose custom products name the others.
 */
export type OrderItemView = ReservationPart<OrderItemDto> & {
  timeZone: string;
  product: ProductDto | null;
  propertyId: string | null;
};

export type ProductView = ReservationPart<ProductDto>;

export type DoorKeyView = ReservationPart<PropertyKeyDto>;

export type CreditCardView = ReservationPart<CreditCardDto>;

/**
 * A customer. `seenThroughReservation` is set when the record is a reservation's customer as
 * someone other than that customer sees it (name only): it gets an id of its own.
 */
export type CustomerView = CustomerDto & { seenThroughReservation?: string };

export type OrderedItemConnectionView = Connection<OrderItemView>;

export type OrderedItemEdgeView = Edge<OrderItemView>;

/** The policy plus what its derived fields need from the reservation. */
export type CancellationPolicyView = CancellationPolicyDto & { timeZone: string };

/**
 * The reservation's integrations: the unit's own override the building's. `showsSecrets` is the
 * stay's (derive/stay): the Wi-Fi password is withheld with the door codes.
 */
export type IntegrationsView = {
  unit: UnitIntegrationsDto | null;
  property: PropertyIntegrationsDto | null;
  showsSecrets: boolean;
};

/** One kind of product's offer (derive/stay) and the stay that shows it. */
export type ProductOfferView = {
  type: ProductType;
  offer: ProductOffer | { state: 'NOT_OFFERED_HERE'; product: null };
  reservation: ReservationDto;
};

/** Cleaning slots are checked against the rules in the property's time zone. */
export type CleaningAvailabilityView = CleaningAvailabilityDto & { timeZone: string };

export type ProductDayView = ProductDayDto & { currency: string };

/** An extension choice with the product it is ordered as (the answer names it once for all). */
export type ExtensionOptionView = ExtensionOptionDto & { productId: string };

/** An order with the slug it was read with: the credential its stay is read again with. */
export type OrderView = OrderDto & { slug: string };

/** A rate carries bare amounts; the quote's currency comes along for its Money fields. */
export type RateView = RateDto & { currencyCode: string };

/** Statistics, or the failure that kept them from loading (spec §8: an error flag). */
export type CustomerStatisticsView =
  | { loaded: true; statistics: CustomerStatisticsDto }
  | { loaded: false; failure: unknown };

export type ReservationSummaryConnectionView = Connection<ReservationSummaryDto>;

export type ReservationSummaryEdgeView = Edge<ReservationSummaryDto>;

/** The signed-in customer plus the loaders bound to their session (the bearer they carry). */
export type ViewerView = { customer: CustomerDto; loaders: Loaders };

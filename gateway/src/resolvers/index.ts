import type { Resolvers } from '../graphql/resolvers.generated.ts';
import { LocalDate } from '../graphql/scalars.ts';
import { accountMutations } from './Mutation/account.ts';
import { checkInStepMutations } from './Mutation/check-in-steps.ts';
import { doorMutations } from './Mutation/doors.ts';
import { orderMutations } from './Mutation/orders.ts';
import { reservationChangeMutations } from './Mutation/reservation-changes.ts';
import { sessionMutations } from './Mutation/session.ts';
import { availabilityQueries } from './Query/availability.ts';
import { configurationQueries } from './Query/configuration.ts';
import { orderQueries } from './Query/orders.ts';
import { propertyQueries } from './Query/properties.ts';
import { reservationQueries } from './Query/reservations.ts';
import { supportQueries } from './Query/support.ts';
import { viewerQueries } from './Query/viewer.ts';
import { doorSubscriptions } from './Subscription/doors.ts';
import { orderSubscriptions } from './Subscription/orders.ts';
import { AccessGuide } from './types/AccessGuide.ts';
import { ArrivalDepartureTimeslot } from './types/ArrivalDepartureTimeslot.ts';
import { CancellationPolicy } from './types/CancellationPolicy.ts';
import { CategoryAvailability } from './types/CategoryAvailability.ts';
import { CleaningAvailability } from './types/CleaningAvailability.ts';
import { CreditCard } from './types/CreditCard.ts';
import { Customer } from './types/Customer.ts';
import { CustomerStatistics } from './types/CustomerStatistics.ts';
import { CustomProduct } from './types/CustomProduct.ts';
import { DailyAvailability } from './types/DailyAvailability.ts';
import { DoorKey } from './types/DoorKey.ts';
import { ExtensionOption } from './types/ExtensionOption.ts';
import { GymPartner } from './types/GymPartner.ts';
import { HelpArticle } from './types/HelpArticle.ts';
import { HelpContent } from './types/HelpContent.ts';
import { LivingUnit } from './types/LivingUnit.ts';
import { Money } from './types/Money.ts';
import { Node } from './types/Node.ts';
import { Order } from './types/Order.ts';
import { OrderedItem } from './types/OrderedItem.ts';
import { Product } from './types/Product.ts';
import { ProductDay } from './types/ProductDay.ts';
import { ProductOffer } from './types/ProductOffer.ts';
import { Property } from './types/Property.ts';
import { PropertyContacts } from './types/PropertyContacts.ts';
import { Rate } from './types/Rate.ts';
import { Reservation } from './types/Reservation.ts';
import { ReservationCheckInState } from './types/ReservationCheckInState.ts';
import { ReservationIntegrations } from './types/ReservationIntegrations.ts';
import { ReservationSummary } from './types/ReservationSummary.ts';
import { Reward } from './types/Reward.ts';
import { TimeslotAvailability } from './types/TimeslotAvailability.ts';
import { UnitAvailabilityDate } from './types/UnitAvailabilityDate.ts';
import { UnitCategory } from './types/UnitCategory.ts';
import { UpgradeOption } from './types/UpgradeOption.ts';
import { Viewer } from './types/Viewer.ts';

/**
 * Every resolver of the schema, in one obvious list. Root fields live by domain in `Query/`,
 * `Mutation/` and `Subscription/`; each object type with resolvers has its own file in `types/`
 * (types without one resolve by property name). Logic two resolver files share lives outside
 * this folder (`src/steps/`, `src/derive/`): no resolver file imports from another.
 */
export const resolvers: Resolvers = {
  LocalDate,
  Query: {
    ...reservationQueries,
    ...supportQueries,
    ...configurationQueries,
    ...propertyQueries,
    ...availabilityQueries,
    ...viewerQueries,
    ...orderQueries,
  },
  Mutation: {
    ...sessionMutations,
    ...accountMutations,
    ...doorMutations,
    ...checkInStepMutations,
    ...orderMutations,
    ...reservationChangeMutations,
  },
  Subscription: { ...orderSubscriptions, ...doorSubscriptions },
  Node,
  AccessGuide,
  ArrivalDepartureTimeslot,
  CancellationPolicy,
  CategoryAvailability,
  CleaningAvailability,
  CreditCard,
  Customer,
  CustomerStatistics,
  CustomProduct,
  DailyAvailability,
  DoorKey,
  ExtensionOption,
  GymPartner,
  HelpArticle,
  HelpContent,
  LivingUnit,
  Money,
  Order,
  OrderedItem,
  Product,
  ProductDay,
  Property,
  PropertyContacts,
  Rate,
  ProductOffer,
  Reservation,
  ReservationCheckInState,
  ReservationIntegrations,
  ReservationSummary,
  Reward,
  TimeslotAvailability,
  UnitAvailabilityDate,
  UnitCategory,
  UpgradeOption,
  Viewer,
};

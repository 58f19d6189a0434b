import type { Resolvers } from '../graphql/resolvers.generated.ts';
import { Access } from './Access.ts';
import {
  Availability,
  reservationAvailabilityFields,
  unitCategoryAvailabilityFields,
} from './Availability.ts';
import { CancellationPolicy } from './CancellationPolicy.ts';
import { CreditCard } from './CreditCard.ts';
import { Customer } from './Customer.ts';
import { accountMutations } from './Mutation.account.ts';
import { checkInStepMutations } from './Mutation.checkInSteps.ts';
import { doorMutations } from './Mutation.doors.ts';
import { orderMutations } from './Mutation.orders.ts';
import { reservationMutations } from './Mutation.reservation.ts';
import { sessionMutations } from './Mutation.session.ts';
import { Node } from './Node.ts';
import { Order } from './Order.ts';
import { OrderedItem, Product } from './Product.ts';
import { Property, PropertyContacts } from './Property.ts';
import { Content, propertyContentFields } from './PropertyContent.ts';
import { availabilityQueries } from './Query.availability.ts';
import { configurationQueries } from './Query.configuration.ts';
import { contentQueries } from './Query.content.ts';
import { orderQueries } from './Query.orders.ts';
import { reservationQueries } from './Query.reservation.ts';
import { viewerQueries } from './Query.viewer.ts';
import { Reservation } from './Reservation.ts';
import { ReservationCheckInState } from './ReservationCheckInState.ts';
import { doorSubscriptions } from './Subscription.doors.ts';
import { orderSubscriptions } from './Subscription.orders.ts';
import { LivingUnit, UnitCategory } from './Unit.ts';
import { CustomerStatistics, ReservationSummary, Reward, Viewer } from './Viewer.ts';

/**
 * Every resolver of the schema. Root fields come in groups (`Query.<group>.ts`) spread into
 * Query; each object type has its own file. Types without an entry resolve by property name.
 */
export const resolvers: Resolvers = {
  Query: {
    ...reservationQueries,
    ...configurationQueries,
    ...contentQueries,
    ...availabilityQueries,
    ...viewerQueries,
    ...orderQueries,
  },
  Mutation: {
    ...sessionMutations,
    ...doorMutations,
    ...checkInStepMutations,
    ...accountMutations,
    ...orderMutations,
    ...reservationMutations,
  },
  Subscription: { ...orderSubscriptions, ...doorSubscriptions },
  Node,
  Reservation: { ...Reservation, ...reservationAvailabilityFields },
  Property: { ...Property, ...propertyContentFields },
  PropertyContacts,
  Customer,
  CreditCard,
  Product,
  OrderedItem,
  CancellationPolicy,
  ReservationCheckInState,
  LivingUnit,
  UnitCategory: { ...UnitCategory, ...unitCategoryAvailabilityFields },
  Viewer,
  CustomerStatistics,
  Reward,
  ReservationSummary,
  Order,
  ...Access,
  ...Content,
  ...Availability,
};

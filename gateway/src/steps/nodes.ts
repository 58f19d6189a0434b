/**
 * `Query.node`: any object implementing `Node`, refetched by its global id with the credential
 * that showed it. A reservation and what it shows (its order items, products, doors, cards, its
 * customer as the slug holder sees them, its orders) need the reservation's slug in `x-slug`;
 * the account's own record and its reservation list need the session. Without the credential,
 * or when the object is gone, the answer is null: an id alone grants nothing.
 */
import { partOf } from '../derive/reservation.ts';
import { shownReservationSummaries } from '../derive/reservation-summaries.ts';
import { availableProducts, listedOrderItems } from '../derive/stay/index.ts';
import { timeZoneOrDefault } from '../derive/time.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import type { GatewayContext } from '../graphql/context.ts';
import {
  asNode,
  fromGlobalId,
  type NodeType,
  type ReservationPartType,
  reservationPartKeyOf,
} from '../graphql/global-id.ts';
import type { ResolversInterfaceTypes } from '../graphql/resolvers.generated.ts';
import type { ReservationDto } from '../upstream/dto.ts';
import { customerAsSeenBy, loadViewer } from './viewer.ts';

type NodeContext = Pick<GatewayContext, 'loaders' | 'req' | 'session'>;
/** What a `Node` field resolves from: the DTO or view of one of the node types. */
type NodeValue = ResolversInterfaceTypes<Record<string, never>>['Node'];

export async function loadNode(globalId: string, context: NodeContext): Promise<NodeValue | null> {
  const parsed = fromGlobalId(globalId);
  if (!parsed) return null;
  const value = await loadByType(parsed.type, parsed.key, context);
  return value ? asNode(parsed.type, value) : null;
}

function loadByType(
  type: NodeType,
  key: string,
  context: NodeContext,
): Promise<NodeValue | undefined> {
  const { loaders } = context;
  switch (type) {
    case 'Reservation':
      return reservationWithCredential(context, key);
    case 'Property':
      return loaders.propertyById.load(key);
    case 'UnitCategory':
      return loaders.unitCategoryById.load(key);
    case 'Order': {
      const slug = slugHeaderOf(context.req);
      return slug
        ? loaders.orderBySlugAndId.load({ slug, orderId: key })
        : Promise.resolve(undefined);
    }
    case 'ReservationSummary':
      return summaryOfSignedInCustomer(context, key);
    case 'Customer':
      return reservationPartKeyOf(key)
        ? reservationPart(context, type, key)
        : signedInCustomer(context, key);
    default:
      return reservationPart(context, type, key);
  }
}

/** The `x-slug` request header: the credential a reservation's id alone does not carry. */
function slugHeaderOf(req: GatewayContext['req']): string | undefined {
  const value = req.headers['x-slug'];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}

/**
 * A reservation by its id answers only to the slug that reads it (`reservation(slug:)`'s
 * credential): the id is opaque, and knowing it must not be enough.
 */
async function reservationWithCredential(
  { loaders, req }: NodeContext,
  reservationId: string,
): Promise<ReservationDto | undefined> {
  const slug = slugHeaderOf(req);
  if (!slug) return undefined;
  const reservation = await loaders.reservationBySlug.load(slug);
  return reservation?.id === reservationId ? reservation : undefined;
}

/** Something a reservation shows, found in the reservation the slug reads, as it shows it. */
async function reservationPart(
  context: NodeContext,
  type: ReservationPartType,
  key: string,
): Promise<NodeValue | undefined> {
  const ids = reservationPartKeyOf(key);
  const reservation = ids && (await reservationWithCredential(context, ids.reservationId));
  if (!ids || !reservation) return undefined;
  const { partId } = ids;
  switch (type) {
    case 'OrderedItem': {
      const item = listedOrderItems(reservation.orderItems).find((each) => each.id === partId);
      const timeZone = timeZoneOrDefault(reservation.property?.timeZone);
      return item && partOf(reservation, { ...item, timeZone });
    }
    case 'Product': {
      const product = availableProducts(reservation.products).find((each) => each.id === partId);
      return product && partOf(reservation, product);
    }
    case 'DoorKey': {
      const key = reservation.propertyKeys?.find((each) => each.id === partId);
      return key && partOf(reservation, key);
    }
    case 'CreditCard': {
      const cards = [...(reservation.creditCards ?? []), reservation.creditCard];
      const card = cards.find((each) => each?.id === partId);
      return card ? partOf(reservation, card) : undefined;
    }
    case 'Customer': {
      if (reservation.customer?.id !== partId) return undefined;
      const seen = await customerAsSeenBy(reservation, reservation.customer, context);
      // The account holder's own session sees the record under the account's id instead.
      return seen.seenThroughReservation ? seen : undefined;
    }
  }
}

/** The signed-in customer's own record, when the id is theirs. */
async function signedInCustomer(context: NodeContext, customerId: string) {
  const viewer = await viewerOrNone(context);
  return viewer?.customer.id === customerId ? viewer.customer : undefined;
}

/** A reservation of the signed-in customer's list. */
async function summaryOfSignedInCustomer(context: NodeContext, reservationId: string) {
  const viewer = await viewerOrNone(context);
  if (!viewer) return undefined;
  const summaries = await context.loaders.activeReservations.load(viewer.customer.id);
  return shownReservationSummaries(summaries).find((summary) => summary.id === reservationId);
}

/** The viewer, or none without a session or a customer record (then nothing is theirs). */
async function viewerOrNone({ session, loaders }: NodeContext) {
  if (!session) return undefined;
  try {
    return await loadViewer(loaders);
  } catch (error) {
    if (error instanceof GatewayError && error.classified.code === 'CUSTOMER_NOT_FOUND') {
      return undefined;
    }
    throw error;
  }
}

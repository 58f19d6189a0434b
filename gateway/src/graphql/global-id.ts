import { GraphQLError } from 'graphql';

/** Types that implement `Node` and can be refetched with `Query.node`. */
export const nodeTypes = [
  'Reservation',
  'Property',
  'UnitCategory',
  'Order',
  'OrderedItem',
  'Product',
  'DoorKey',
  'CreditCard',
  'Customer',
  'ReservationSummary',
] as const;
export type NodeType = (typeof nodeTypes)[number];

/**
 * Entities with an identity that no core API call reads alone, so not `Node`s: their `id` only
 * keys normalising caches (Relay, Apollo Client, urql), in the same encoding as a node's, so ids
 * stay unique across the schema. `Query.node` answers null for them.
 */
export const keyedEntityTypes = [
  'CustomProduct',
  'HelpArticle',
  'AccessGuide',
  'HelpContent',
  'PropertyNotice',
  'Reward',
] as const;
export type KeyedEntityType = (typeof keyedEntityTypes)[number];

export function toEntityId(type: KeyedEntityType, key: string): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
}

/** Nodes that exist only as a reservation shows them: their fields are that stay's. */
export type ReservationPartType = Extract<
  NodeType,
  'OrderedItem' | 'Product' | 'DoorKey' | 'CreditCard' | 'Customer'
>;

/**
 * Global ids are base64url of `Type:key`, the key being the core API's id. A reservation's id is
 * not its credential: `Query.node` reads one only with the slug beside it (the `x-slug` header).
 */
export function toGlobalId(type: NodeType, key: string): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: NodeType; key: string } | undefined {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) return undefined;
  const type = decoded.slice(0, separator);
  const key = decoded.slice(separator + 1);
  if (!(nodeTypes as readonly string[]).includes(type) || key.length === 0) return undefined;
  return { type: type as NodeType, key };
}

/**
 * The id of something as one reservation shows it (a product at that stay's price, a door with
 * that stay's code): the reservation's core API id and the part's, so two stays never share one.
 */
export function toReservationPartId(
  type: ReservationPartType,
  reservationId: string,
  partId: string,
): string {
  return toGlobalId(type, `${reservationId}/${partId}`);
}

/** The two ids inside a reservation part's key, or undefined when it is not one. */
export function reservationPartKeyOf(
  key: string,
): { reservationId: string; partId: string } | undefined {
  const separator = key.indexOf('/');
  if (separator <= 0 || separator === key.length - 1) return undefined;
  return { reservationId: key.slice(0, separator), partId: key.slice(separator + 1) };
}

/** Remembers which GraphQL type a DTO returned by `Query.node` is, for `Node.__resolveType`. */
const typeOfNode = new WeakMap<object, NodeType>();

export function asNode<T extends object>(type: NodeType, value: T): T {
  typeOfNode.set(value, type);
  return value;
}

export function nodeTypeOf(value: object): NodeType {
  const type = typeOfNode.get(value);
  if (!type) throw new GraphQLError('Node value was not tagged with its type');
  return type;
}

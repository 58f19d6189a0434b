import DataLoader from 'dataloader';
import {
  fetchActiveReservations,
  fetchCustomerStatistics,
  fetchFutureRewards,
  fetchSignedInCustomer,
} from '../upstream/account.ts';
import { fetchProductAvailability, fetchUnitAvailability } from '../upstream/availability.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import {
  fetchCustomProducts,
  fetchPartnerContent,
  fetchPropertyContent,
} from '../upstream/content.ts';
import type { OrderDto } from '../upstream/dto.ts';
import { fetchOrder } from '../upstream/orders.ts';
import {
  fetchProperty,
  fetchPropertyContacts,
  fetchUnitCategory,
  findPropertyByKey,
} from '../upstream/properties.ts';
import { fetchReservationBySlug, fetchReservationState } from '../upstream/reservations.ts';

/**
 * One loader per entity read by id or key, created fresh for every request (never shared: the
 * answers depend on the caller's language and token). The core API has no batch reads, so a
 * loader's job is de-duplication: each distinct resource is fetched once per request.
 */
export type Loaders = ReturnType<typeof createLoaders>;

export function createLoaders(upstream: UpstreamClient) {
  const propertyById = perKey((id: string) => fetchProperty(upstream, id));
  const unitCategoryById = perKey((id: string) => fetchUnitCategory(upstream, id));
  const reservationBySlug = perKey(async (slug: string) => {
    const reservation = await fetchReservationBySlug(upstream, slug);
    // The expanded answer already holds these entities: later reads by id must not refetch.
    if (reservation?.property) propertyById.prime(reservation.property.id, reservation.property);
    const category = reservation?.propertyUnitCategory;
    if (category) unitCategoryById.prime(category.id, category);
    return reservation;
  });
  return {
    reservationBySlug,
    reservationState: perKey((reservationId: string) =>
      fetchReservationState(upstream, reservationId),
    ),
    propertyById,
    propertyContactsByKey: perKey((key: string) => fetchPropertyContacts(upstream, key)),
    unitCategoryById,
    propertyByKey: perKey(async (key: string) => {
      const property = await findPropertyByKey(upstream, key);
      if (property) propertyById.prime(property.id, property);
      return property;
    }),
    propertyContent: perKey((propertyId: string) => fetchPropertyContent(upstream, propertyId)),
    partnerContent: perKey((propertyId: string) => fetchPartnerContent(upstream, propertyId)),
    customProducts: perKey((propertyId: string) => fetchCustomProducts(upstream, propertyId)),
    productAvailability: perKey(
      ({ reservationId, productType }: ProductAvailabilityKey) =>
        fetchProductAvailability(upstream, reservationId, productType),
      ({ reservationId, productType }) => JSON.stringify([reservationId, productType]),
    ),
    unitAvailability: perKey((reservationId: string) =>
      fetchUnitAvailability(upstream, reservationId),
    ),
    // The signed-in customer's account. One customer per session, so the account reads
    // are keyed by the customer's id and the customer itself by `viewerKey`.
    viewerCustomer: perKey((_viewer: string) => fetchSignedInCustomer(upstream)),
    customerStatistics: perKey((_customerId: string) => fetchCustomerStatistics(upstream)),
    customerRewards: perKey((_customerId: string) => fetchFutureRewards(upstream)),
    activeReservations: perKey((_customerId: string) =>
      fetchActiveReservations(upstream, upstream.serverTime() ?? new Date()),
    ),
    // The slug is the read's credential (`x-slug`), so it is part of the key.
    orderBySlugAndId: perKey(
      // With its slug: the order's stay is read again with it (`Order.reservation`).
      async ({ slug, orderId }: OrderKey): Promise<(OrderDto & { slug: string }) | undefined> => {
        const order = await fetchOrder(upstream, slug, orderId);
        return order && { ...order, slug };
      },
      ({ slug, orderId }) => JSON.stringify([slug, orderId]),
    ),
  } satisfies Record<string, DataLoader<never, unknown, string>>;
}

/** A product's availability for one stay: the reservation and the product type. */
export type ProductAvailabilityKey = { reservationId: string; productType: string };

/** An order, read with the slug of the reservation it belongs to. */
export type OrderKey = { slug: string; orderId: string };

/** The one key of `viewerCustomer`: the session, not a value, says who the customer is. */
export const viewerKey = 'viewer';

/**
 * A loader over a read of one resource; a failure of one key does not fail its batch mates.
 * Object keys name their parts and give `cacheKeyFn` the string DataLoader caches them under.
 */
function perKey<K, V>(
  fetchOne: (key: K) => Promise<V>,
  cacheKeyFn?: (key: K) => string,
): DataLoader<K, V, unknown> {
  return new DataLoader<K, V, unknown>(
    (keys) =>
      Promise.all(keys.map((key) => fetchOne(key).catch((error: unknown) => toError(error)))),
    cacheKeyFn ? { cacheKeyFn } : {},
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

import DataLoader from 'dataloader';
import type { UpstreamClient } from '../upstream/client.ts';
import {
  fetchActiveReservations,
  fetchCustomerStatistics,
  fetchCustomProducts,
  fetchFutureRewards,
  fetchOrder,
  fetchPartnerContent,
  fetchProductAvailability,
  fetchProperty,
  fetchPropertyContacts,
  fetchPropertyContent,
  fetchReservationBySlug,
  fetchReservationState,
  fetchSignedInCustomer,
  fetchUnitAvailability,
  fetchUnitCategory,
  findPropertyByKey,
} from '../upstream/core-api.ts';

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
    // Doors, availability, content and check-in steps (area B).
    propertyByKey: perKey(async (key: string) => {
      const property = await findPropertyByKey(upstream, key);
      if (property) propertyById.prime(property.id, property);
      return property;
    }),
    propertyContent: perKey((propertyId: string) => fetchPropertyContent(upstream, propertyId)),
    partnerContent: perKey((propertyId: string) => fetchPartnerContent(upstream, propertyId)),
    customProducts: perKey((propertyId: string) => fetchCustomProducts(upstream, propertyId)),
    /** Keyed by `reservationId productType` (see `productAvailabilityKey`). */
    productAvailability: perKey((key: string) => {
      const [reservationId = '', productType = ''] = key.split(' ');
      return fetchProductAvailability(upstream, reservationId, productType);
    }),
    unitAvailability: perKey((reservationId: string) =>
      fetchUnitAvailability(upstream, reservationId),
    ),
    // The signed-in customer's account (area A). One customer per session, so the account reads
    // are keyed by the customer's id and the customer itself by `viewerKey`.
    viewerCustomer: perKey((_viewer: string) => fetchSignedInCustomer(upstream)),
    customerStatistics: perKey((_customerId: string) => fetchCustomerStatistics(upstream)),
    customerRewards: perKey((_customerId: string) => fetchFutureRewards(upstream)),
    activeReservations: perKey((_customerId: string) =>
      fetchActiveReservations(upstream, upstream.serverTime() ?? new Date()),
    ),
    /** Keyed by `slug orderId` (see `orderKey`). */
    orderBySlugAndId: perKey((key: string) => {
      const [slug = '', orderId = ''] = key.split(' ');
      return fetchOrder(upstream, slug, orderId);
    }),
  } satisfies Record<string, DataLoader<string, unknown>>;
}

export function productAvailabilityKey(reservationId: string, productType: string): string {
  return `${reservationId} ${productType}`;
}

/** The one key of `viewerCustomer`: the session, not a value, says who the customer is. */
export const viewerKey = 'viewer';

export function orderKey(slug: string, orderId: string): string {
  return `${slug} ${orderId}`;
}

/** A loader over a read of one resource; a failure of one key does not fail its batch mates. */
function perKey<V>(fetchOne: (key: string) => Promise<V>): DataLoader<string, V> {
  return new DataLoader<string, V>((keys) =>
    Promise.all(keys.map((key) => fetchOne(key).catch((error: unknown) => toError(error)))),
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

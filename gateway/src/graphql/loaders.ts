import DataLoader from 'dataloader';
import type { UpstreamClient } from '../upstream/client.ts';
import {
  fetchProperty,
  fetchPropertyContacts,
  fetchReservationBySlug,
  fetchReservationState,
  fetchUnitCategory,
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
  } satisfies Record<string, DataLoader<string, unknown>>;
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

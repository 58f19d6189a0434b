import type { ReservationDto } from '../upstream/dto.ts';

/** How the guest's texts name where they sleep: an apartment, or a (hotel) room. */
export type StayUnitKind = 'APARTMENT' | 'ROOM';

// Apartments (and villas) are homes of their own; every other kind is a room in a building the
// operator runs as a hotel (a suite, a dormitory and its beds included).
const apartmentTypes = new Set(['apartment', 'villa']);
const roomTypes = new Set(['room', 'suite', 'dormitory', 'dorm', 'bed']);

/**
 * The kind of the stay's unit: the assigned unit's type, or before one is assigned (or when its
 * type is unknown) its category's. A stay whose kind neither tells is called a room, the word that
 * never promises a kitchen or a home of one's own.
 */
export function stayUnitKindOf(
  reservation: Pick<ReservationDto, 'propertyUnit' | 'propertyUnitCategory'>,
): StayUnitKind {
  for (const type of [reservation.propertyUnit?.type, reservation.propertyUnitCategory?.type]) {
    const known = type?.toLowerCase();
    if (known && apartmentTypes.has(known)) return 'APARTMENT';
    if (known && roomTypes.has(known)) return 'ROOM';
  }
  return 'ROOM';
}

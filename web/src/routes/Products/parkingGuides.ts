/**
 * What the operator's parking guides say about a building's garage (spec §9), by property key.
 * The core API has no parking guide yet, so the known ones live here; a building without one
 * gets the general steps only. The spec gives two readings of the Stockholm garage (spots 12 to
 * 16 with a 1.95 m height limit, and spots 23 to 31); the second is taken to be the other
 * Stockholm building with a garage (docs/decisions: parking guides).
 */
export type ParkingGuideFacts = {
  /** Guest spots, first and last number. */
  spots?: readonly [number, number];
  /** Maximum vehicle height in metres, as the sign gives it. */
  maxHeightMeters?: number;
};

const guides: Readonly<Record<string, ParkingGuideFacts>> = {
  'stockholm-dro45': { spots: [12, 16], maxHeightMeters: 1.95 },
  'stockholm-sve72': { spots: [23, 31] },
};

export function parkingGuideOf(propertyKey: string): ParkingGuideFacts {
  return guides[propertyKey] ?? {};
}

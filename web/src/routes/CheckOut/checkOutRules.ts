/** After check-out the apartment's door still opens this long (spec §4, §9). */
export const apartmentAccessMinutes = 15;
/** ...and the building's until this time of the check-out day, the property's clock. */
export const buildingAccessUntil = '23:00';

export function checkOutSuccessPath(slug: string): string {
  return `/stay/check-out/success?${new URLSearchParams({ slug })}`;
}

/** What check-out passes to its success page, so only a fresh check-out is animated. */
export type CheckOutSuccessState = { fromCheckOut?: boolean } | null;

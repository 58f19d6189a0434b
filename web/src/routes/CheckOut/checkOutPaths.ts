export function checkOutSuccessPath(slug: string): string {
  return `/stay/check-out/success?${new URLSearchParams({ slug })}`;
}

/** What check-out passes to its success page, so only a fresh check-out is animated. */
export type CheckOutSuccessState = { fromCheckOut?: boolean } | null;

export function cancelSuccessPath(slug: string): string {
  return `/stay/cancel-reservation-success?${new URLSearchParams({ slug })}`;
}

/** What the cancellation tells its success page: whether it was free (null when not known). */
export type CancelSuccessState = { isFreeCancellation: boolean | null } | null;

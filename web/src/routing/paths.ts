/** The app's addresses that code outside their own route module links or redirects to. */
export const paths = {
  checkIn: '/check-in',
  error: '/error',
  signIn: '/login',
  signUp: '/signup',
  consent: '/consent',
  account: '/account',
  rewards: '/account/rewards',
  reservations: '/reservations',
  stay: '/stay',
  explore: '/stay/explore',
} as const;

/** The stay page of one stay, with its slug, so a shared link opens it. */
export function stayPath(slug: string): string {
  return stayScreenPath(paths.stay, slug);
}

/** A screen of the stay (`/stay/access`, `/stay/check-in`) with the stay's slug, so a shared link opens it. */
export function stayScreenPath(pathname: string, slug: string): string {
  return `${pathname}?${new URLSearchParams({ slug })}`;
}

/** The stay's own address to share: anyone who opens it manages this stay (spec §6, invited guest). */
export function stayShareUrl(slug: string, origin: string = window.location.origin): string {
  return new URL(stayPath(slug), origin).toString();
}

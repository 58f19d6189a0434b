export function stayPath(slug: string): string {
  return stayScreenPath('/stay', slug);
}

/** A screen of the stay (`/stay/access`, `/stay/check-in`) with the stay's slug, so a shared link opens it. */
export function stayScreenPath(pathname: string, slug: string): string {
  return `${pathname}?${new URLSearchParams({ slug })}`;
}

/** The stay's own address to share: anyone who opens it manages this stay (spec §6, invited guest). */
export function stayShareUrl(slug: string, origin: string = window.location.origin): string {
  return new URL(stayPath(slug), origin).toString();
}

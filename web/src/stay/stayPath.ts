export function stayPath(slug: string): string {
  return `/stay?${new URLSearchParams({ slug })}`;
}

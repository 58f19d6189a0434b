export type Brand = 'main' | 'white-label';

const whiteLabelMarker = 'white-label';

/** The white-label presentation is chosen by host name alone, e.g. white-label.localhost. */
export function brandForHost(hostname: string): Brand {
  return hostname.toLowerCase().includes(whiteLabelMarker) ? 'white-label' : 'main';
}

export const currentBrand: Brand = brandForHost(window.location.hostname);

/** Marks the document for the brand's CSS variables and gives the browser UI the same accent. */
export function applyBrand(brand: Brand, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand;
  const accent = getComputedStyle(root).getPropertyValue('--accent').trim();
  if (accent) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', accent);
}

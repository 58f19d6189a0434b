export type Brand = 'main' | 'white-label';

const whiteLabelMarker = 'white-label';

/** The white-label presentation is chosen by host name alone, e.g. white-label.localhost. */
export function brandForHost(hostname: string): Brand {
  return hostname.toLowerCase().includes(whiteLabelMarker) ? 'white-label' : 'main';
}

export const currentBrand: Brand = brandForHost(window.location.hostname);

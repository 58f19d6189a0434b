import { createContext, useContext } from 'react';

/** Branded (the operator's own app) or white-label (a partner's, chosen by host name). */
export type Presentation = 'main' | 'white-label';

const whiteLabelMarker = 'white-label';

/** A host containing the white-label brand marks it (e.g. white-label.localhost); any other is main. */
export function presentationForHost(hostname: string): Presentation {
  return hostname.toLowerCase().includes(whiteLabelMarker) ? 'white-label' : 'main';
}

export function currentPresentation(): Presentation {
  // Outside a browser (build-time tools reading the route table) there is no host: main.
  return typeof window === 'undefined' ? 'main' : presentationForHost(window.location.hostname);
}

/** The install manifest of each presentation (the white-label one: `vite.config.ts`). */
export const manifestOf: Record<Presentation, string> = {
  main: '/manifest.webmanifest',
  'white-label': '/manifest-white-label.webmanifest',
};

/** The browser UI's colour: each presentation's accent (`--color-accent`, styles/tokens.css). */
export const themeColourOf: Record<Presentation, string> = {
  main: '#3730a3',
  'white-label': '#0f766e',
};

/** Marks the document for the presentation's token overrides and gives the browser UI its accent. */
export function applyPresentation(
  presentation: Presentation,
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.brand = presentation;
  // Installing from a white-label page installs the white-label app (its theme colour).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestOf[presentation]);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', themeColourOf[presentation]);
}

export const PresentationContext = createContext<Presentation>('main');

export function usePresentation(): Presentation {
  return useContext(PresentationContext);
}

import { useSyncExternalStore } from 'react';

/**
 * The guest leaves the app for the identity provider's page and comes back to `/stay/check-in`
 * (the address the provider returns to). This tab remembers that a verification was started for
 * the stay, so the screen knows to wait for the provider's verdict instead of offering to start
 * again. Session storage: this tab only, gone when it closes; it holds the slug of the stay the
 * guest is already managing in this tab, nothing else.
 */
const key = 'identityVerificationStarted';

export function markVerificationStarted(slug: string, storage: Storage = sessionStorage): void {
  storage.setItem(key, slug);
}

export function isVerificationStarted(slug: string, storage: Storage = sessionStorage): boolean {
  return storage.getItem(key) === slug;
}

export function clearVerificationStarted(storage: Storage = sessionStorage): void {
  storage.removeItem(key);
}

const unchanging = () => () => {};

/**
 * Whether this tab started the stay's verification, read where the screen renders: a server
 * render cannot know (the tab's session storage), so it draws the screen as not started and the
 * browser, once it has taken the page over, draws it as it is (React's server snapshot).
 */
export function useVerificationStarted(slug: string): boolean {
  return useSyncExternalStore(
    unchanging,
    () => isVerificationStarted(slug),
    () => false,
  );
}

/**
 * The provider's page with the address it sends the guest back to when its checks are done:
 * this stay's online check-in, on the origin the app runs on (`return`, as the provider reads it).
 */
export function providerPageWithReturn(
  providerUrl: string,
  slug: string,
  origin: string = window.location.origin,
): string {
  const page = new URL(providerUrl);
  page.searchParams.set('return', `${origin}/stay/check-in?${new URLSearchParams({ slug })}`);
  return page.toString();
}

/**
 * The analytics adapter's entry point: screens call `track(event, properties)` (the events of
 * spec §7) and never a vendor's SDK. The client that batches and sends them
 * (`analytics/analyticsClient.ts`, default sink: the gateway) is loaded on the first call, so
 * none of it is in a screen's first load. Each call is also dispatched on `window` as an
 * `analytics` CustomEvent, where tests listen.
 */
import type { AnalyticsClient, ReservationContext } from './analytics/analyticsClient.ts';

let runtime: Promise<typeof import('./analytics/analyticsRuntime.ts')> | undefined;

/**
 * Runs `use` with the client once it has loaded, in the order of the calls: every call waits on
 * the one import, so a stay's context set before a page view is on that page view.
 */
export function withClient(use: (client: AnalyticsClient, pageUrl: string) => void): void {
  // The address is taken now: the client loads asynchronously and the guest may have moved on.
  const pageUrl = window.location.href;
  runtime ??= import('./analytics/analyticsRuntime.ts');
  const loading = runtime;
  loading.then(
    ({ analyticsClient }) => use(analyticsClient(), pageUrl),
    (error: unknown) => {
      // Spec §8: a failed analytics load is only logged; a later call tries to load it again.
      if (runtime === loading) runtime = undefined;
      console.warn('Analytics could not be loaded; the call is dropped.', error);
    },
  );
}

export function track(event: string, properties: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent('analytics', { detail: { event, properties } }));
  withClient((client, pageUrl) => client.track(event, properties, pageUrl));
}

/** A page of the stay was shown (the `Stay Page Viewed` event of spec §7). */
export function trackStayPageViewed(): void {
  track('Stay Page Viewed');
}

/** The stay on screen (its reservation context), or null when there is none. */
export function setAnalyticsReservation(context: ReservationContext | null): void {
  withClient((client, pageUrl) => client.setReservation(context, pageUrl));
}

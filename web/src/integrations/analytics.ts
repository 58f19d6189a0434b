/**
 * The analytics adapter's entry point: screens call `track(event, properties)` (the events of
 * spec §7) and never a vendor's SDK. The client that batches and sends them
 * (`analytics/analyticsClient.ts`, default sink: the gateway) is loaded on the first call, so
 * none of it is in a screen's first load. Each call is also dispatched on `window` as an
 * `analytics` CustomEvent, where tests listen.
 */
import type { ReservationContext } from './analytics/analyticsClient.ts';

type Call =
  | { kind: 'track'; event: string; properties: Record<string, unknown> }
  | { kind: 'identify'; user: { id: string; email: string } };

function send(call: Call): void {
  // The address is taken now: the client loads asynchronously and the guest may have moved on.
  const pageUrl = window.location.href;
  void import('./analytics/analyticsRuntime.ts').then(({ analyticsClient }) => {
    const client = analyticsClient();
    if (call.kind === 'track') client.track(call.event, call.properties, pageUrl);
    else client.identify(call.user, pageUrl);
  });
}

export function track(event: string, properties: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent('analytics', { detail: { event, properties } }));
  send({ kind: 'track', event, properties });
}

/** A page of the stay was shown (the `Stay Page Viewed` event of spec §7). */
export function trackStayPageViewed(): void {
  track('Stay Page Viewed');
}

/**
 * The customer who signed in (`User Authenticated` then `identify`, spec §7): sign-in calls this
 * once the session exists. The e-mail only decides the staff flag; it is not sent.
 */
export function identifyCustomer(user: { id: string; email: string }): void {
  track('User Authenticated');
  send({ kind: 'identify', user });
}

/** The stay on screen (its reservation context), or null when there is none. */
export function setAnalyticsReservation(context: ReservationContext | null): void {
  const pageUrl = window.location.href;
  void import('./analytics/analyticsRuntime.ts').then(({ analyticsClient }) =>
    analyticsClient().setReservation(context, pageUrl),
  );
}

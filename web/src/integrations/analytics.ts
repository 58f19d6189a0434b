/**
 * The analytics adapter's entry point: screens call `track(event, properties)` and never a
 * vendor's SDK. Events are dispatched on `window` as `analytics` CustomEvents, where the
 * analytics integration (and tests) listen.
 */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent('analytics', { detail: { event, properties } }));
}

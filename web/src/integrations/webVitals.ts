import type { MetricType } from 'web-vitals';

/** The gateway's endpoint (gateway `observability/web-vitals.ts`), which keeps them as histograms. */
export const webVitalsPath = '/analytics/web-vitals';
/** The user-timing mark set once this load's vitals are observed (browser tests wait for it). */
export const webVitalsObservedMark = 'guest:web-vitals-observed';

type Report = { route: string; metrics: { name: MetricType['name']; value: number }[] };

/**
 * The route pattern of a page (`/stay/product/:productId`), from the router's matches: the
 * label the gateway keeps, never the address, whose `?slug=` is the stay's credential.
 */
export function routePatternOf(matches: readonly { route: { path?: string } }[]): string {
  const segments = matches.flatMap(({ route }) => (route.path ?? '').split('/')).filter(Boolean);
  return `/${segments.join('/')}`;
}

/**
 * Field speed: this page load's Core Web Vitals (LCP, INP, CLS, TTFB, FCP, measured by Google's
 * `web-vitals`) sent to the gateway with the route pattern the page was loaded on. Each value is
 * final only when the page is hidden or left (INP and CLS grow until then), so they are collected
 * and sent together then, with `navigator.sendBeacon`, which outlives the page. The library is
 * loaded once the page has been taken over: its observers read the load's entries from the
 * browser's buffer, so nothing is missed by starting late.
 */
export async function reportWebVitals(
  route: string,
  send: (body: string) => boolean = (body) => navigator.sendBeacon(webVitalsPath, body),
): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const pending = new Map<MetricType['name'], number>();
  const flush = () => {
    if (pending.size === 0) return;
    const report: Report = {
      route,
      metrics: [...pending].map(([name, value]) => ({ name, value })),
    };
    pending.clear();
    send(JSON.stringify(report));
  };
  const keep = (metric: MetricType) => pending.set(metric.name, metric.value);
  // Every change is kept, not only the library's final report: its final INP is reported by its
  // own `visibilitychange` listener, which runs before a tap's entries still waiting for an idle
  // moment are counted, so a guest who taps and leaves at once would send no INP at all.
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    observe(keep, { reportAllChanges: true });
  }
  // web-vitals reports its final values on the same `visibilitychange` (its listeners were added
  // first, so they have run); `pagehide` covers a browser that unloads without hiding first.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  performance.mark(webVitalsObservedMark);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import { reportWebVitals, routePatternOf } from './webVitals.ts';

type Listener = (metric: MetricType) => void;
const listeners = vi.hoisted(
  () => new Map<string, (metric: { name: string; value: number }) => void>(),
);
const options = vi.hoisted(() => new Map<string, { reportAllChanges?: boolean } | undefined>());

// The browser's measurements are what happy-dom cannot make: each metric is handed in by hand.
vi.mock('web-vitals', () => {
  const on = (name: string) => (listener: Listener, opts?: { reportAllChanges?: boolean }) => {
    listeners.set(name, listener as (metric: { name: string; value: number }) => void);
    options.set(name, opts);
  };
  return {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  };
});

function hidePage(state: 'hidden' | 'visible' = 'hidden') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('field speed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels a page by its route pattern, never by its address', () => {
    expect(
      routePatternOf([
        { route: { path: '/' } },
        { route: { path: 'stay' } },
        { route: {} },
        { route: { path: 'product/:productId' } },
      ]),
    ).toBe('/stay/product/:productId');
    expect(routePatternOf([{ route: {} }])).toBe('/');
  });

  it('sends the load’s vitals together once the page is hidden, and only what is new after', async () => {
    const send = vi.fn((_body: string) => true);
    await reportWebVitals('/stay/access', send);
    listeners.get('TTFB')?.({ name: 'TTFB', value: 120 });
    listeners.get('LCP')?.({ name: 'LCP', value: 1500 });
    listeners.get('LCP')?.({ name: 'LCP', value: 1840 });
    hidePage('visible');
    expect(send).not.toHaveBeenCalled();

    listeners.get('CLS')?.({ name: 'CLS', value: 0.02 });
    hidePage();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]?.[0] ?? '')).toEqual({
      route: '/stay/access',
      metrics: [
        { name: 'TTFB', value: 120 },
        { name: 'LCP', value: 1840 },
        { name: 'CLS', value: 0.02 },
      ],
    });

    // Back on the page, a tap measured: sent when it is left.
    listeners.get('INP')?.({ name: 'INP', value: 96 });
    dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(send.mock.calls[1]?.[0] ?? '')).toEqual({
      route: '/stay/access',
      metrics: [{ name: 'INP', value: 96 }],
    });
    hidePage();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps every change, so a tap counted only as the page hides is still sent', async () => {
    await reportWebVitals('/stay/access', () => true);
    for (const name of ['CLS', 'FCP', 'INP', 'LCP', 'TTFB']) {
      expect(options.get(name), name).toEqual({ reportAllChanges: true });
    }
  });
});

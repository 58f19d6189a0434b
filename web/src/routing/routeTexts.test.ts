import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n.ts';
import type { RouteHandle } from './routeHandle.ts';
import { withRouteTexts } from './routeTexts.ts';

const Screen = () => null;
const loader = () => null;
const handle = { texts: ['location'] } satisfies RouteHandle;

describe('withRouteTexts', () => {
  beforeEach(async () => {
    await initI18n('en-GB');
    i18n.removeResourceBundle('en-GB', 'location');
  });

  it("loads a route's texts with its lazy screen and leaves its lazy loader alone", async () => {
    const loadLoader = async () => loader;
    const [route] = withRouteTexts([
      { path: 'location', handle, lazy: { loader: loadLoader, Component: async () => Screen } },
    ]);
    const lazy = route?.lazy as Exclude<RouteObject['lazy'], () => unknown>;

    expect(lazy?.loader).toBe(loadLoader);
    expect(i18n.hasResourceBundle('en-GB', 'location')).toBe(false);
    expect(await lazy?.Component?.()).toBe(Screen);
    expect(i18n.hasResourceBundle('en-GB', 'location')).toBe(true);
  });

  it('loads them with a lazy function too', async () => {
    const [route] = withRouteTexts([
      { path: 'location', handle, lazy: async () => ({ Component: Screen }) },
    ]);
    const lazy = route?.lazy as () => Promise<RouteObject>;

    expect(await lazy()).toEqual({ Component: Screen });
    expect(i18n.hasResourceBundle('en-GB', 'location')).toBe(true);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Presentation } from '../host/presentation.ts';
import { createRoutes } from '../routes.tsx';
import { storeCurrentStay } from '../session/currentStay.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

/** Runs the loader of the deepest route the real table matches for `path`; answers its redirect. */
async function redirectOf(path: string, presentation: Presentation = 'main') {
  const routes = createRoutes(createMockEnvironment(), presentation);
  const url = new URL(path, 'http://localhost');
  const match = matchRoutes(routes, url.pathname)?.at(-1);
  const loader = match?.route.loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  const result: unknown = await loader({
    request: new Request(url),
    params: match?.params ?? {},
    context: undefined,
    unstable_pattern: '',
  } as never);
  return result instanceof Response ? result.headers.get('location') : null;
}

describe('the top-level routes', () => {
  beforeEach(() => localStorage.clear());

  it('send the index to signup', async () => {
    expect(await redirectOf('/')).toBe('/signup');
  });

  it('send any unknown path to the stay page', async () => {
    expect(await redirectOf('/no/such/page')).toBe('/stay');
    const { router } = await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'No stay to show yet' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stay');
  });
});

describe('the stay redirects', () => {
  beforeEach(() => {
    localStorage.clear();
    storeCurrentStay('k3x9');
  });

  it.each([
    ['/stay/services?slug=k3x9', '/stay/extras?slug=k3x9'],
    ['/stay/payment?slug=k3x9', '/stay?slug=k3x9'],
    ['/stay/order-product?slug=k3x9', '/stay?slug=k3x9'],
  ])('%s goes to %s, keeping the slug', async (from, to) => {
    expect(await redirectOf(from)).toBe(to);
  });

  it('land on the stay page itself', async () => {
    const { router } = await renderRoute('/stay/payment?slug=k3x9', { manual: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/stay'));
    expect(router.state.location.search).toBe('?slug=k3x9');
  });
});

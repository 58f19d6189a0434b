import { afterEach, describe, expect, it, vi } from 'vitest';
import stayRouteQuery from '../src/routes/Stay/__generated__/StayRouteQuery$parameters.ts';
import { pageQueryStarter, slugPageQueries, starterScript } from './pageQueryStarter.ts';

function runStarterAt(path: string) {
  window.history.replaceState(null, '', path);
  const fetchFn = vi.fn(async () => Response.json({ data: null }));
  vi.stubGlobal('fetch', fetchFn);
  new Function(starterScript())();
  return fetchFn;
}

afterEach(() => {
  window.__startedPageQuery = undefined;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the page query starter', () => {
  it("starts a stay link's query as the app's network sends it, in the stored language", async () => {
    localStorage.setItem('locale', 'fi-FI');
    const fetchFn = runStarterAt('/stay?slug=k3x9');
    expect(fetchFn).toHaveBeenCalledOnce();
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init.headers).get('x-language-code')).toBe('fi-FI');
    expect(JSON.parse(String(init.body))).toEqual({
      documentId: stayRouteQuery.params.id,
      variables: { slug: 'k3x9' },
    });
    expect(window.__startedPageQuery).toMatchObject({
      documentId: stayRouteQuery.params.id,
      variables: { slug: 'k3x9' },
      locale: 'fi-FI',
    });
  });

  it('uses English when no supported language is stored, and knows the trailing slash', () => {
    localStorage.setItem('locale', 'xx-YY');
    const fetchFn = runStarterAt('/stay/access/?slug=k3x9');
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('x-language-code')).toBe('en-GB');
    expect(JSON.parse(String(init.body)).documentId).toBe(slugPageQueries['/stay/access']);
  });

  it('starts nothing without a slug, on other pages, or when the link names a language', () => {
    for (const path of [
      '/stay',
      '/check-in?slug=k3x9',
      '/stay/extras?slug=k3x9',
      '/stay?slug=k3x9&lng=de-DE',
    ]) {
      expect(runStarterAt(path), path).not.toHaveBeenCalled();
      expect(window.__startedPageQuery, path).toBeUndefined();
    }
  });

  it('goes into the head of the page, before the scripts that would need its answer', () => {
    const hook = pageQueryStarter().transformIndexHtml as { handler: (html: string) => string };
    const html = hook.handler('<html><head><title>Guest app</title></head><body></body></html>');
    expect(html).toMatch(/<title>Guest app<\/title>\s*<script>\(function\(\)\{try\{/);
  });
});

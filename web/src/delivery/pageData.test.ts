import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageData, pageDataElementId, readPageData, serialisePageData } from './pageData.ts';

const data = (name: string): PageData => ({
  head: {
    lang: 'en-GB',
    brand: 'main',
    title: 'Guest app | Your stay',
    assets: { stylesheets: [], modules: [] },
  },
  actionData: null,
  locale: 'en-GB',
  texts: {},
  formatted: { 'time|Europe/London|en-GB|2026-12-02T15:00:00Z': '15:00' },
  answers: [
    {
      key: 'StayRouteQuery:{"slug":"k3x9"}',
      variables: { slug: 'k3x9' },
      response: { data: { name } },
    },
  ],
});

describe('the page data in the HTML', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['</script><script>alert(1)</script>', '<!--<script>', 'a\u2028b & c > d'])(
    'cannot break out of its script element: %s',
    (name) => {
      const text = serialisePageData(data(name));
      expect(text).not.toMatch(/[<>&\u2028\u2029]/);
      document.body.innerHTML = `<script type="application/json" id="${pageDataElementId}">${text}</script>`;
      expect(readPageData(document)?.data).toEqual(data(name));
      expect(readPageData(document)?.serialised).toBe(text);
    },
  );

  it('carries the texts, which cannot break out either, and reads back the same', () => {
    const texts = { common: { title: { prefix: 'Guest app </script>' } }, stay: { x: '&\u2028' } };
    const text = serialisePageData({ ...data('Ana'), texts });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    document.body.innerHTML = `<script type="application/json" id="${pageDataElementId}">${text}</script>`;
    expect(readPageData(document)?.data).toEqual({ ...data('Ana'), texts });
  });

  it('serialises a namespace of texts once, whatever the pages around it', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    const common = { greeting: 'Hello' };
    const first = serialisePageData({ ...data('Ana'), texts: { common } });
    const second = serialisePageData({ ...data('Ben'), texts: { common } });
    expect(stringify.mock.calls.filter(([value]) => value === common)).toHaveLength(1);
    expect(JSON.parse(second)).toEqual({ ...data('Ben'), texts: { common } });
    expect(first).not.toBe(second);
  });

  it('is null on the app shell, which has none', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document)).toBeNull();
  });
});

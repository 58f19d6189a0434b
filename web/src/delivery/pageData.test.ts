import { describe, expect, it } from 'vitest';
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
  answers: [
    {
      key: 'StayRouteQuery:{"slug":"k3x9"}',
      variables: { slug: 'k3x9' },
      response: { data: { name } },
    },
  ],
});

describe('the page data in the HTML', () => {
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

  it('is null on the app shell, which has none', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { paintFirst } from './paintFirst.ts';

const built = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/app-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/app-D4.css">
  </head>
  <body>
    <div id="root"><div class="boot"></div></div>
  </body>
</html>`;

function transform(html: string): string {
  const hook = paintFirst().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

describe('paintFirst', () => {
  it('asks for the scripts from an inline script after the loading view, preloads first', () => {
    const html = transform(built);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    // The stylesheet stays render-blocking: the loading view and the first screen need it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-D4.css">');
    const loader = html.match(/<script>(.*)<\/script>\s*<\/body>/s)?.[1] ?? '';
    expect(loader).toContain(
      '["/assets/framework-B2.js","/assets/app-C3.js","/assets/index-A1.js"]',
    );
    expect(html.indexOf('class="boot"')).toBeLessThan(html.indexOf(loader));
  });

  it('starts the app when the loader runs in a page', async () => {
    const html = transform(built);
    const loader = html.match(/<script>(.*)<\/script>\s*<\/body>/s)?.[1] ?? '';
    document.head.innerHTML = '';
    new Function(loader)();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const entry = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(entry.getAttribute('src')).toBe('/assets/index-A1.js');
    expect(entry.getAttribute('crossorigin')).toBe('');
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/framework-B2.js',
      '/assets/app-C3.js',
    ]);
    // Started once, though both the frame and the timer fired.
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('refuses a page whose module scripts it cannot account for', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/0 module scripts/);
  });
});

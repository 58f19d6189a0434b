import { describe, expect, it } from 'vitest';
import { readDocumentTemplate } from './documentTemplate.ts';

const builtIndexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Guest app</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="modulepreload" crossorigin href="/assets/app-c.js">
    <link rel="stylesheet" crossorigin href="/assets/style-d.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const template = readDocumentTemplate(builtIndexHtml);

describe('the document around a server render', () => {
  const head = template.head({
    lang: 'de-DE',
    brand: 'white-label',
    title: 'Türen & Schlüssel',
    stylesheets: ['/assets/AccessRoute-e.css'],
  });
  const tail = template.tail({
    serialisedPageData: '{"records":{}}',
    nonce: 'n0nce+/=',
    modules: ['/assets/AccessRoute-f.js'],
  });

  it("names the page's language, presentation, title, manifest and stylesheets in its head", () => {
    expect(head).toContain('<html lang="de-DE" data-brand="white-label">');
    expect(head).toContain('<title>Türen &#38; Schlüssel</title>');
    expect(head).toContain('href="/manifest-white-label.webmanifest"');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-d.css">');
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/AccessRoute-e.css"></head>',
    );
    expect(head.endsWith('<div id="root">')).toBe(true);
  });

  it('loads no script from the head: the page is drawn before any script is fetched', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
  });

  it("starts the entry, its chunks and the page's own after the first frame, under the nonce", () => {
    const bootstrap = /<script nonce="n0nce\+\/=">([^<]*)<\/script>/.exec(tail)?.[1] ?? '';
    expect(bootstrap).toContain('requestAnimationFrame(');
    expect(bootstrap).toContain(
      '["/assets/framework-b.js","/assets/app-c.js","/assets/AccessRoute-f.js"]',
    );
    expect(bootstrap).toContain('script.src="/assets/index-a.js"');
    expect(tail).toContain(
      '<script type="application/json" id="page-data" nonce="n0nce+/=">{"records":{}}</script>',
    );
    expect(tail.trim().endsWith('</html>')).toBe(true);
  });

  it('starts the scripts once, from a frame or, in a hidden tab that draws none, a timer', () => {
    const bootstrap = /<script nonce="[^"]*">([^<]*)<\/script>/.exec(tail)?.[1] ?? '';
    const appended: string[] = [];
    const element = () => ({}) as Record<string, string>;
    const fakeDocument = {
      createElement: element,
      head: {
        appendChild: (node: Record<string, string>) => appended.push(node.href ?? node.src ?? ''),
      },
    };
    const timers: (() => void)[] = [];
    new Function('document', 'requestAnimationFrame', 'setTimeout', bootstrap)(
      fakeDocument,
      (callback: () => void) => timers.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    for (let index = 0; index < timers.length; index += 1) timers[index]?.();
    expect(appended).toEqual([
      '/assets/framework-b.js',
      '/assets/app-c.js',
      '/assets/AccessRoute-f.js',
      '/assets/index-a.js',
    ]);
  });

  it('refuses a built page without a module entry to start', () => {
    expect(() =>
      readDocumentTemplate(builtIndexHtml.replace(/<script[^>]*><\/script>/, '')),
    ).toThrow('no <script type="module" src> entry');
  });
});

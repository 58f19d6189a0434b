import { describe, expect, it } from 'vitest';
import { readDocumentTemplate } from './documentTemplate.ts';

const builtIndexHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta name="theme-color" content="#3730a3" />
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
    expect(head).toContain('<meta name="theme-color" content="#0f766e" />');
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

  /**
   * Runs the page's bootstrap against a fake document, with `import()` answered by
   * `importModule`, then each timer and frame it queued, one task after another as in the
   * browser (the promises a task settles run before the next). `onTask` hears each task's index.
   * Without `performanceObserver` it is a browser that reports no paint timing.
   */
  async function runBootstrap(
    importModule: (href: string) => Promise<unknown>,
    appended: (node: Record<string, string>) => void = () => undefined,
    onTask: (index: number) => void = () => undefined,
    performanceObserver?: unknown,
  ) {
    const bootstrap = /<script nonce="[^"]*">([^<]*)<\/script>/.exec(tail)?.[1] ?? '';
    const timers: (() => void)[] = [];
    const queue = (callback: () => void) => timers.push(callback);
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'importModule',
      'PerformanceObserver',
      bootstrap.replaceAll('import(', 'importModule('),
    )(
      { createElement: () => ({}), head: { appendChild: appended } },
      queue,
      queue,
      importModule,
      performanceObserver,
    );
    for (let index = 0; index < timers.length; index += 1) {
      onTask(index);
      timers[index]?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('starts the scripts once, from a frame or, in a hidden tab that draws none, a timer', async () => {
    const events: string[] = [];
    await runBootstrap(
      (href) => {
        events.push(`evaluate ${href}`);
        return href.includes('app-c') ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      (node) =>
        events.push(node.rel === 'modulepreload' ? `preload ${node.href}` : `run ${node.src}`),
    );
    expect(events).toEqual([
      'preload /assets/framework-b.js',
      'preload /assets/app-c.js',
      'preload /assets/AccessRoute-f.js',
      'evaluate /assets/framework-b.js',
      'evaluate /assets/app-c.js',
      // A chunk that failed is the entry's to report: the rest still start.
      'evaluate /assets/AccessRoute-f.js',
      'run /assets/index-a.js',
    ]);
  });

  it('where the browser reports paints, starts the scripts after the first contentful paint', async () => {
    const events: string[] = [];
    type PaintEntries = { getEntriesByName: (name: string) => unknown[] };
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      readonly report: (list: PaintEntries, observer: PaintObserver) => void;
      constructor(report: (list: PaintEntries, observer: PaintObserver) => void) {
        this.report = report;
      }
      observe(options: { type: string; buffered: boolean }) {
        events.push(`observe ${options.type}`);
        // A frame without content (the background), then the drawn page's first text.
        for (const painted of ['first-paint', 'first-contentful-paint']) {
          events.push(painted);
          this.report({ getEntriesByName: (name) => (name === painted ? [{ name }] : []) }, this);
        }
      }
      disconnect() {
        events.push('disconnect');
      }
    }
    await runBootstrap(
      () => Promise.resolve(),
      (node) => events.push(node.rel === 'modulepreload' ? 'preload' : 'run'),
      undefined,
      PaintObserver,
    );
    expect(events.slice(0, 5)).toEqual([
      'observe paint',
      'first-paint',
      'first-contentful-paint',
      'disconnect',
      'preload',
    ]);
    expect(events.filter((event) => event === 'run')).toHaveLength(1);
  });

  it('evaluates one chunk per task, so no long task holds a tap on the drawn page', async () => {
    const evaluatedInTask: number[] = [];
    let task = 0;
    await runBootstrap(
      () => {
        evaluatedInTask.push(task);
        return Promise.resolve();
      },
      undefined,
      (index) => {
        task = index;
      },
    );
    expect(evaluatedInTask).toHaveLength(3);
    expect(new Set(evaluatedInTask).size).toBe(3);
  });

  it('refuses a built page without a module entry to start', () => {
    expect(() =>
      readDocumentTemplate(builtIndexHtml.replace(/<script[^>]*><\/script>/, '')),
    ).toThrow('no <script type="module" src> entry');
  });
});

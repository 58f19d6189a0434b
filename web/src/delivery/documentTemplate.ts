import { manifestOf, type Presentation, themeColourOf } from '../app/presentation.ts';
import type { PageAssets } from './pageAssets.ts';
import { pageDataElementId } from './pageData.ts';

/** The page around a server render: the built `index.html`, split where the app goes. */
export type DocumentTemplate = {
  /** Everything up to and including `<div id="root">`, for this page. */
  head(page: {
    lang: string;
    brand: Presentation;
    title: string;
    /** The page's own stylesheets (`pageAssets.ts`), beside the entry's. */
    stylesheets: PageAssets['stylesheets'];
  }): string;
  /** The root's end, the page's data, the script start, and the rest of the page. */
  tail(page: {
    serialisedPageData: string;
    nonce: string;
    /** The page's own chunks (`pageAssets.ts`), preloaded with the entry's. */
    modules: PageAssets['modules'];
  }): string;
};

const rootElement = '<div id="root"></div>';
const entryScriptElement = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const modulePreloadElement = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function readDocumentTemplate(indexHtml: string): DocumentTemplate {
  const at = indexHtml.indexOf(rootElement);
  if (at < 0) throw new Error(`The built index.html has no empty ${rootElement} to render into.`);
  const after = indexHtml.slice(at + rootElement.length);
  if (!/<html[^>]*>/.test(indexHtml) || !/<title>[^<]*<\/title>/.test(indexHtml)) {
    throw new Error('The built index.html needs an <html> element and a <title> in its head.');
  }
  const entry = entryScriptElement.exec(indexHtml)?.[1];
  if (!entry) throw new Error('The built index.html has no <script type="module" src> entry.');
  const entryPreloads = [...indexHtml.matchAll(modulePreloadElement)].map(
    (match) => match[1] ?? '',
  );
  // The entry starts from the bootstrap at the page's end (`startScripts`), not from the head.
  const before = indexHtml
    .slice(0, at)
    .replace(entryScriptElement, '')
    .replaceAll(modulePreloadElement, '');
  return {
    head({ lang, brand, title, stylesheets }) {
      const links = stylesheets.map(
        (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
      );
      return `${before
        .replace(/<html[^>]*>/, `<html lang="${escapeHtml(lang)}" data-brand="${brand}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(/(<link rel="manifest" href=")[^"]*(")/, `$1${manifestOf[brand]}$2`)
        .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${themeColourOf[brand]}$2`)
        .replace('</head>', `${links.join('')}</head>`)}<div id="root">`;
    },
    tail({ serialisedPageData, nonce, modules }) {
      const nonceAttribute = `nonce="${escapeHtml(nonce)}"`;
      const bootstrap = startScripts(entry, [...entryPreloads, ...modules]);
      return `</div><script type="application/json" id="${pageDataElementId}" ${nonceAttribute}>${serialisedPageData}</script><script ${nonceAttribute}>${bootstrap}</script>${after}`;
    },
  };
}

/**
 * The bootstrap: the page's module scripts start once its first contentful paint is reported
 * (where the browser has no paint timing, in the task after the first frame), so the drawn page,
 * a door code, is never held behind the framework's download, parse and hydration. The task after
 * the frame was earlier than the paint's presentation, so the scripts' requests sometimes started
 * before it, and Lighthouse's simulation counted them towards the largest paint (single runs at
 * 1.29-2.26 s instead of 0.91 s). Measured with `npm run bench:web`
 * against the same scripts in the head (2026-11-27, web/README.md "How a page is delivered"):
 * on a fast network with a 4x slower CPU (a mid-range phone on the hotel's Wi-Fi) the largest
 * paint comes 0.44-0.49 s instead of 0.58-0.66 s; on slow 4G it is the same (1.5-1.7 s, the
 * network is the wait); in Lighthouse's simulation 0.92 s instead of 2.3-2.7 s. A hidden tab
 * draws no frames: the timer starts the scripts there.
 *
 * Every chunk is preloaded at once, then evaluated one per task (`import()`, then a timer) before
 * the entry: as one module graph they were one task of 119-141 ms on a 4x slower CPU, holding a
 * tap on the drawn page behind all of them; one per task, the largest is 68-82 ms (web/README.md,
 * "How a page is delivered"). A chunk that fails to load is left to the entry, which imports it
 * again and fails as a module script does.
 */
function startScripts(entry: string, preloads: readonly string[]): string {
  const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return [
    'var started=false;function pause(){return new Promise(function(resolve){setTimeout(resolve)})}',
    'function start(){if(started)return;started=true;var head=document.head;',
    `var chunks=${literal(preloads)};`,
    "chunks.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;head.appendChild(link)});",
    'chunks.reduce(function(previous,href){return previous.then(function(){return import(href)}).then(pause,pause)},Promise.resolve()).then(function(){',
    `var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=${literal(entry)};head.appendChild(script)})}`,
    // The first contentful paint as the browser reports it (after the frame is presented), else
    // the task after the first frame; a hidden tab paints nothing, so a timer starts them there.
    "var paints=typeof PerformanceObserver!=='undefined'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0;",
    "if(paints){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})}",
    'else{requestAnimationFrame(function(){setTimeout(start)})}setTimeout(start,1000)',
  ].join('');
}

import type { Presentation } from '../app/presentation.ts';
import { pageDataElementId } from './pageData.ts';

/** The page around a server render: the built `index.html`, split where the app goes. */
export type DocumentTemplate = {
  /** Everything up to and including `<div id="root">`, for this page. */
  head(page: {
    lang: string;
    brand: Presentation;
    title: string;
    /** The `<link>` elements of the page's own screen (`pageAssets.ts`). */
    links: readonly string[];
  }): string;
  /** The root's end, the page's data, and the rest of the page. */
  tail(serialisedPageData: string, nonce: string): string;
};

const rootElement = '<div id="root"></div>';
/** The install manifest of each presentation (the white-label one: `vite.config.ts`). */
const manifestOf: Record<Presentation, string> = {
  main: '/manifest.webmanifest',
  'white-label': '/manifest-white-label.webmanifest',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function readDocumentTemplate(indexHtml: string): DocumentTemplate {
  const at = indexHtml.indexOf(rootElement);
  if (at < 0) throw new Error(`The built index.html has no empty ${rootElement} to render into.`);
  const before = indexHtml.slice(0, at);
  const after = indexHtml.slice(at + rootElement.length);
  if (!/<html[^>]*>/.test(before) || !/<title>[^<]*<\/title>/.test(before)) {
    throw new Error('The built index.html needs an <html> element and a <title> in its head.');
  }
  return {
    head({ lang, brand, title, links }) {
      return `${before
        .replace(/<html[^>]*>/, `<html lang="${escapeHtml(lang)}" data-brand="${brand}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(/(<link rel="manifest" href=")[^"]*(")/, `$1${manifestOf[brand]}$2`)
        .replace('</head>', `${links.join('')}</head>`)}<div id="root">`;
    },
    tail(serialisedPageData, nonce) {
      return `</div><script type="application/json" id="${pageDataElementId}" nonce="${escapeHtml(nonce)}">${serialisedPageData}</script>${after}`;
    },
  };
}

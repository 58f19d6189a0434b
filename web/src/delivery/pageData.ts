import type { ResourceKey } from 'i18next';
import type { Presentation } from '../host/presentation.ts';
import type { Locale } from '../i18n/locales.ts';
import type { PageAnswer } from '../relay/network.ts';
import type { PageAssets } from './routeAssets.ts';

/** What a drawn page's document says about itself; the page's data carries it to the browser. */
export type DocumentHead = {
  lang: string;
  /** The page's look: the host's presentation, or white-label for a white-label property. */
  brand: Presentation;
  title: string;
  /** The stylesheets and script chunks of the entry and of the page's routes (`routeAssets.ts`). */
  assets: PageAssets;
};

/**
 * What a server-rendered page hands to the browser, so that hydration draws exactly what the
 * server drew without asking again: what the document says about itself, the answers of the
 * page's queries (the browser's network answers the same requests with them, and keeps the
 * stay's for offline use), and the language with the texts and formatted values the render used.
 */
export type PageData = {
  /** What the document says about itself, for the browser's Document to hydrate. */
  head: DocumentHead;
  /** What a route's action answered a form posted without scripts, by route id; else null. */
  actionData: Record<string, unknown> | null;
  answers: PageAnswer[];
  locale: Locale;
  /** The namespaces the render used, in `locale` (English's bundled ones are in the entry). */
  texts: Record<string, ResourceKey>;
  /**
   * The dates, times and prices the render formatted, by their key in `ui/format.ts`: the browser
   * keeps them before it takes the page over, so hydration builds no Intl formatter.
   */
  formatted: Record<string, string>;
};

/** The `<script type="application/json">` element that carries the page's data. */
export const pageDataElementId = 'page-data';

/**
 * JSON that is safe inside a `<script>` element: `<` and `>` are escaped, so no value can close
 * the element (`</script>`) or open a comment (`<!--`) that changes how the page parses; `&` and
 * the two line separators JavaScript once refused, so the text means the same everywhere.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A namespace's texts as script-safe JSON, kept by their bundle (i18next's own object, the same
 * for every render in one language): they never change while a build is served, and they are
 * two thirds of a stay page's data, so they are serialised once rather than on every render.
 */
const serialisedTexts = new WeakMap<object, string>();

function textsJson(texts: PageData['texts']): string {
  const members = Object.entries(texts).map(([namespace, bundle]) => {
    if (typeof bundle !== 'object' || bundle === null) {
      return `${scriptSafeJson(namespace)}:${scriptSafeJson(bundle)}`;
    }
    let serialised = serialisedTexts.get(bundle);
    if (serialised === undefined) {
      serialised = scriptSafeJson(bundle);
      serialisedTexts.set(bundle, serialised);
    }
    return `${scriptSafeJson(namespace)}:${serialised}`;
  });
  return `{${members.join(',')}}`;
}

/** The page's data as JSON that is safe inside its `<script>` element (`scriptSafeJson`). */
export function serialisePageData({ texts, ...data }: PageData): string {
  // The rest is an object with members, so its closing brace makes way for one more: the texts.
  return `${scriptSafeJson(data).slice(0, -1)},"texts":${textsJson(texts)}}`;
}

/** A drawn page's data as the server wrote it, read once by the browser's entry. */
export type DrawnPage = { data: PageData; serialised: string; nonce: string };

/** The page's data, or null when the page was not rendered on the server (the app shell). */
export function readPageData(document: Document): DrawnPage | null {
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return null;
  return {
    data: JSON.parse(element.textContent) as PageData,
    serialised: element.textContent,
    nonce: element.nonce ?? '',
  };
}

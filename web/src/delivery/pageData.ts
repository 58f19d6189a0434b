import type { ResourceKey } from 'i18next';
import type { RecordSource } from 'relay-runtime';
import type { Locale } from '../i18n/locales.ts';
import type { StayAnswer } from '../session/offlineStay.ts';

/** A store's records as `RecordSource.toJSON()` gives them and `new RecordSource()` takes them. */
export type RecordMap = ReturnType<RecordSource['toJSON']>;

/**
 * What a server-rendered page hands to the browser's first render, so that hydration draws
 * exactly what the server drew without asking again: the Relay records the render read, the
 * language and the texts it used, and the shell's state the server derived (a white-label
 * property turns the shell white-label).
 */
export type PageData = {
  records: RecordMap;
  locale: Locale;
  /** The namespaces the render used, in `locale` (English's bundled ones are in the entry). */
  texts: Record<string, ResourceKey>;
  propertyWhiteLabel: boolean;
  /**
   * The answers of the render's queries about a stay, which the browser keeps for reading the
   * stay offline (`delivery/keepForOffline.ts`) as if it had asked them itself.
   */
  stayAnswers: StayAnswer[];
};

/** The `<script type="application/json">` element that carries the page's data. */
export const pageDataElementId = 'page-data';

/**
 * JSON that is safe inside a `<script>` element: `<` and `>` are escaped, so no value can close
 * the element (`</script>`) or open a comment (`<!--`) that changes how the page parses; `&` and
 * the two line separators JavaScript once refused, so the text means the same everywhere.
 */
export function serialisePageData(data: PageData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page's data, or null when the page was not rendered on the server (the app shell). */
export function readPageData(document: Document): PageData | null {
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageData;
}

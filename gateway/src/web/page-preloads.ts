import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One page of the web client and the lazily loaded files its screen needs (the web build's list). */
type PagePreload = { path: string; files: string[] };

/** Written by the web build (`web/build/pagePreloads.ts`). */
const pagePreloadsFile = join('.vite', 'page-preloads.json');

export type PreloadLinks = (pathname: string, search?: URLSearchParams) => string | undefined;

/**
 * The `Link` header value for a page's screen: `rel=modulepreload` for its chunks,
 * `rel=preload; as=style` for its CSS and `rel=preload; as=fetch` for its texts, so the browser
 * fetches them together with the entry instead of once the entry has run. The texts are the
 * English ones: a page comes from the network on a first visit, which reads English unless its
 * address names a language (`?lng=`, the web app's `localeParamName`), and then the hints leave
 * the texts out. Page paths are react-router's: `:param` is one segment,
 * `:param?` an optional one, `*` the rest. Without the build's list (an older build) there are
 * no hints.
 */
export function loadPreloadLinks(distDirectory: string): PreloadLinks {
  const file = join(distDirectory, pagePreloadsFile);
  if (!existsSync(file)) return () => undefined;
  const pages = (JSON.parse(readFileSync(file, 'utf8')) as PagePreload[])
    .map((page) => ({
      pattern: pathPattern(page.path),
      header: linkHeader(page.files),
      headerWithoutTexts: linkHeader(page.files.filter((file) => !isTextsFile(file))),
    }))
    // Static segments outrank parameters, as in react-router's own ranking.
    .sort((a, b) => a.pattern.parameters - b.pattern.parameters);
  return (pathname, search) => {
    const page = pages.find((candidate) => candidate.pattern.regExp.test(pathname));
    if (!page) return undefined;
    return (search?.has('lng') ? page.headerWithoutTexts : page.header) || undefined;
  };
}

function pathPattern(path: string): { regExp: RegExp; parameters: number } {
  let parameters = 0;
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment === '*') {
        parameters += 2;
        return '(?:/.*)?';
      }
      if (segment.startsWith(':')) {
        parameters += 1;
        return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return { regExp: new RegExp(`^${segments.join('')}/?$`, 'i'), parameters };
}

function isTextsFile(file: string): boolean {
  return file.startsWith('assets/locales/') && file.endsWith('.json');
}

function linkHeader(files: string[]): string {
  return files.map(linkOf).join(', ');
}

function linkOf(file: string): string {
  if (file.endsWith('.css')) return `</${file}>; rel=preload; as=style`;
  // `crossorigin` as i18n's own fetch() asks (same-origin credentials), or the hint goes unused.
  if (isTextsFile(file)) return `</${file}>; rel=preload; as=fetch; crossorigin`;
  return `</${file}>; rel=modulepreload`;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type UIMatch, useMatches } from 'react-router';
import type { RouteHandle } from './routeHandle.ts';

export function formatPageTitle(prefix: string, pageName: string | undefined): string {
  return pageName ? `${prefix} | ${pageName}` : prefix;
}

/** The page name of the deepest route that has one (the server writes it into `<title>`). */
export function deepestPageTitle(
  matches: readonly Pick<UIMatch, 'handle'>[],
): RouteHandle['pageTitle'] {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.pageTitle) return handle.pageTitle;
  }
  return undefined;
}

/** `<title>`: a fixed prefix, a separator, then the deepest route's page name. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const pageTitle = deepestPageTitle(useMatches());
  const title = formatPageTitle(t('title.prefix'), pageTitle?.(t));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type UIMatch, useMatches } from 'react-router';

/** Routes name their page through `handle.pageTitle`, with a static translation key. */
export type RouteHandle = { pageTitle?: (t: TFunction) => string };

export function formatPageTitle(prefix: string, pageName: string | undefined): string {
  return pageName ? `${prefix} | ${pageName}` : prefix;
}

function deepestPageTitle(matches: UIMatch[]): RouteHandle['pageTitle'] {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.pageTitle) return handle.pageTitle;
  }
  return undefined;
}

export function usePageTitle(): void {
  const { t } = useTranslation();
  const pageTitle = deepestPageTitle(useMatches());
  const title = formatPageTitle(t('app.title.prefix'), pageTitle?.(t));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

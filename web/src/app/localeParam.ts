import { replace } from 'react-router';
import { changeLocale } from '../i18n/i18n.ts';
import { reportUnsupportedLocale } from '../i18n/localeStorage.ts';
import { resolveLocale } from '../i18n/locales.ts';

/** Root loader: `?lng=` picks and stores the locale, then leaves the address without it. */
export async function localeParamLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('lng');
  if (requested === null) return null;
  const { locale, supported } = resolveLocale(requested);
  if (!supported) reportUnsupportedLocale(requested);
  await changeLocale(locale);
  url.searchParams.delete('lng');
  return replace(`${url.pathname}${url.search}${url.hash}`);
}

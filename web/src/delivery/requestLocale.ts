import { localeCookieName } from '../i18n/localeStorage.ts';
import {
  acceptedLanguages,
  defaultLocale,
  firstSupportedLocale,
  type Locale,
  resolveLocale,
} from '../i18n/locales.ts';
import { takeLocaleParam } from '../routing/localeParam.ts';
import { cookieOf } from './serverDevice.ts';

/**
 * The language a server render draws a page in, the one the browser will choose too, so that
 * hydration never redraws: `?lng=` (which the browser stores and takes off the address), else
 * the guest's choice (the `guest_locale` cookie mirrors `localStorage.locale`), else on a first
 * visit the first of the phone's languages the app speaks (`Accept-Language`, as the browser
 * reads `navigator.languages`), else English. `url` is the address without `?lng=`.
 */
export function requestLocale(request: Request): { locale: Locale; url: URL } {
  const url = new URL(request.url);
  const fromLink = takeLocaleParam(url);
  if (fromLink) return { locale: fromLink.locale, url: new URL(fromLink.urlWithoutParam, url) };
  const chosen = resolveLocale(cookieOf(request, localeCookieName));
  if (chosen.supported) return { locale: chosen.locale, url };
  const fromPhone = firstSupportedLocale(acceptedLanguages(request.headers.get('accept-language')));
  return { locale: fromPhone ?? defaultLocale, url };
}

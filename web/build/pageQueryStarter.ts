import type { Plugin } from 'vite';
import { localeParamName } from '../src/app/localeParam.ts';
import { localeKey } from '../src/i18n/localeStorage.ts';
import { defaultLocale, languages } from '../src/i18n/locales.ts';
import { acceptedAnswers, graphqlPath } from '../src/relay/requestBody.ts';
import accessRouteQuery from '../src/routes/Access/__generated__/AccessRouteQuery$parameters.ts';
import stayRouteQuery from '../src/routes/Stay/__generated__/StayRouteQuery$parameters.ts';

/**
 * Pages whose loader asks for one persisted query with the stay's slug as its only variable: a
 * stay link (`?slug=`) then names the whole request before any script has run. A loader that
 * comes to ask differently simply does not match, and the app sends its own request.
 */
export const slugPageQueries: Record<string, string> = {
  '/stay': stayRouteQuery.params.id as string,
  '/stay/access': accessRouteQuery.params.id as string,
};

/**
 * Puts an inline script in the page's head that starts the page's query at once, as the app's
 * network would send it (`src/relay/network.ts`: the same body, headers and language), and leaves
 * the answer's promise for it (`src/relay/startedPageQuery.ts`). The stay page's data then
 * travels while the framework downloads, instead of after it has run.
 */
export function pageQueryStarter(): Plugin {
  return {
    name: 'guest:page-query-starter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace('</title>', `</title>\n    <script>${starterScript()}</script>`);
      },
    },
  };
}

export function starterScript(): string {
  const locales = JSON.stringify(languages.map((language) => language.locale));
  return [
    '(function(){try{',
    `var id=${JSON.stringify(slugPageQueries)}[location.pathname.replace(/\\/$/,'')];`,
    'var search=new URLSearchParams(location.search);var slug=search.get("slug");',
    `if(!id||!slug||search.has(${JSON.stringify(localeParamName)}))return;`,
    `var locale=localStorage.getItem(${JSON.stringify(localeKey)});if(${locales}.indexOf(locale)<0)locale=${JSON.stringify(defaultLocale)};`,
    'var variables={slug:slug};',
    `var response=fetch(${JSON.stringify(graphqlPath)},{method:"POST",credentials:"same-origin",headers:{`,
    `accept:${JSON.stringify(acceptedAnswers)},"content-type":"application/json",`,
    '"x-language-code":locale},body:JSON.stringify({documentId:id,variables:variables})});',
    // The app handles a failure when it takes the answer; unclaimed, it is no error of the page.
    'response.catch(function(){});',
    'window.__startedPageQuery={documentId:id,variables:variables,locale:locale,response:response}',
    '}catch(e){}})()',
  ].join('');
}

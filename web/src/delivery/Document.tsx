import type { ReactNode } from 'react';
import { manifestOf, themeColourOf } from '../host/presentation.ts';
import { type DocumentHead, pageDataElementId } from './pageData.ts';

type DocumentProps = DocumentHead & {
  /** The page's data, after the app (`PageDataScript`). */
  pageData: ReactNode;
  children: ReactNode;
};

/**
 * The whole page a server render draws, and the browser hydrates (`main.tsx`): the document
 * with its language, look, title, install manifest and links, the app in `#root`, then the
 * page's data. The entry module itself is React's `bootstrapModules` (`entry-server.tsx`); the
 * stylesheets are linked before the content, so the page is drawn styled before any script.
 * The app shell (`index.html`, the service worker's answer offline) has no Document: the browser
 * renders the app into its `#root`.
 */
export function Document({ lang, brand, title, assets, pageData, children }: DocumentProps) {
  return (
    <html lang={lang} data-brand={brand}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={themeColourOf[brand]} />
        <meta name="description" content="Manage your stay: check in, open doors, order extras." />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={manifestOf[brand]} />
        <title>{title}</title>
        {/*
          Nothing is painted until the app's markup has been parsed whole, that is until the page
          data after it is reached (the whole document, on a page without data). A browser that
          paints a page it has parsed in part (its parser yields on a busy phone, even when the
          whole page has arrived) lays the header and tab bar out without their later items, which
          then shift them: the tab bar shares its width among the tabs it has so far. Chromium
          stops waiting at the named element's start tag, so `#root` itself would not do.
        */}
        <link rel="expect" href={`#${pageDataElementId}`} blocking="render" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" crossOrigin="" href={href} />
        ))}
        {assets.modules.map((href) => (
          <link key={href} rel="modulepreload" crossOrigin="" href={href} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        {pageData}
      </body>
    </html>
  );
}

/**
 * The page's data as `<script type="application/json">` (`pageData.ts`). On the server it is
 * serialised when React reaches it, after the app, so it holds what the app's render used; in the
 * browser, hydration keeps the element as the server wrote it.
 */
export function PageDataScript({
  serialised,
  nonce,
}: {
  /** JSON escaped so that no value can end the element (`serialisePageData`). */
  serialised: () => string;
  /** The response's CSP nonce (the browser hides its value from the page's scripts). */
  nonce?: string;
}) {
  return (
    <script
      type="application/json"
      id={pageDataElementId}
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON that no value can end (`serialisePageData`), never run as a script.
      dangerouslySetInnerHTML={{ __html: serialised() }}
    />
  );
}

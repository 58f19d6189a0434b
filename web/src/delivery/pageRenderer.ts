/*
 * The contract between the web app's server entry (`src/entry-server.tsx`, built into
 * `dist/server/entry-server.js`) and the gateway that calls it (`gateway/src/web/`): types only,
 * exported as `@guest/web/server` so the gateway builds against them rather than restating them.
 * web/README.md, "How a page is delivered", describes it.
 */

/** What the gateway hands each render, besides the document request itself. */
export type RenderOptions = {
  /** The response's CSP nonce: on the page's data and the entry's script. */
  nonce: string;
  /**
   * Runs one GraphQL request of the page as the browser would send it to `/graphql` (same body
   * and headers), in the gateway's process with this request's session, limits and masking.
   */
  fetchGraphql: typeof fetch;
  /** The session the gateway read from its cookie: its expiry, or null when signed out. */
  sessionExpiresAt: string | null;
};

export type RenderedPage =
  /**
   * The page itself: the status to answer, the whole document as React drew it, and the cookies to
   * set with it (the current stay, remembered with the stay page); with `retryAfterSeconds` (a
   * 503: the hotel's system could not be reached) the gateway sends it as `Retry-After`.
   */
  | {
      kind: 'page';
      status: number;
      body: Buffer;
      cookies: string[];
      /** The page's stylesheets and scripts as an HTTP `Link` header (`linkHeaderOf`). */
      links: string;
      retryAfterSeconds?: number;
    }
  /** A route's answer is another address (a guard, an old path, the installed app's start). */
  | { kind: 'redirect'; status: number; location: string; cookies: string[] }
  /**
   * The page can only be drawn by the browser (its route says so: it reads what only the browser
   * keeps, e.g. an order draft), or its render failed: the gateway sends the app shell.
   */
  | { kind: 'shell'; reason: string };

export type PageRenderer = {
  render(request: Request, options: RenderOptions): Promise<RenderedPage>;
};

/** The web build a renderer draws with. */
export type PageBuild =
  /** A production build: `web/dist`, with the server build in `dist/server/`. */
  | { kind: 'built'; distDirectory: string }
  /**
   * Development: Vite serves the sources from its dev server in middleware mode, and has loaded
   * this entry through its `ssrLoadModule` (`web/dev-server.ts`), the route modules with it.
   */
  | {
      kind: 'development';
      /**
       * The page's stylesheets as Vite serves them, linked from the head so that the page is
       * styled before its scripts run (which then add the same styles themselves, for HMR).
       */
      stylesheets(): string[];
    };

/** What the server entry module exports. */
export type ServerEntry = {
  createPageRenderer(build: PageBuild): Promise<PageRenderer>;
};

import type { TFunction } from 'i18next';
import type { Presentation } from '../host/presentation.ts';
import type { Namespace } from '../i18n/namespaces.ts';

export type TabId = 'stay' | 'extras' | 'explore' | 'ask' | 'help' | 'account';

/** A route that is a tab of the bottom bar. Adding a tab is adding this to the route's handle. */
export type TabEntry = {
  id: TabId;
  /** Where the tab leads (the current `?slug=` is kept). */
  to: string;
  /** Left to right. */
  order: number;
  presentations: readonly Presentation[];
};

/** What a route tells the shell, through `handle`. */
export type RouteHandle = {
  /** The page name after the title prefix; static keys only. */
  pageTitle?: (t: TFunction<Namespace[]>) => string;
  /** Shows the tab bar (it also shows whenever the address has a `?slug=`). */
  navigation?: boolean;
  /** Full-screen routes (sign-in) have no tab bar, and only a close link and the language selector on top. */
  fullScreen?: boolean;
  tab?: TabEntry;
  /**
   * The namespaces the route's screen uses beyond `common` and `errors`: they load beside its
   * chunk (`routing/routeTexts.ts`), so the screen and its page title render with their texts.
   */
  texts?: readonly Namespace[];
  /**
   * Why only the browser can draw the route: what it reads that only the browser keeps (an order
   * draft in the tab's session storage, the sign-in's return path). The server sends such a page
   * as the app shell rather than guess (`entry-server.tsx`).
   */
  drawnByBrowserOnly?: string;
};

import type { TFunction } from 'i18next';
import type { Namespace } from '../i18n/namespaces.ts';
import type { Presentation } from './presentation.ts';

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
   * chunk (`app/routeTexts.ts`), so the screen and its page title render with their texts.
   */
  texts?: readonly Namespace[];
};

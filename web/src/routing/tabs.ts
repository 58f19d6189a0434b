import type { RouteObject } from 'react-router';
import type { Presentation } from '../host/presentation.ts';
import type { RouteHandle, TabEntry } from './routeHandle.ts';

/** The tab bar's entries: every route of the table whose handle declares a tab, in order. */
export function collectTabs(routes: readonly RouteObject[]): TabEntry[] {
  const tabs: TabEntry[] = [];
  const visit = (route: RouteObject) => {
    const tab = (route.handle as RouteHandle | undefined)?.tab;
    if (tab) tabs.push(tab);
    for (const child of route.children ?? []) visit(child);
  };
  for (const route of routes) visit(route);
  return tabs.sort((a, b) => a.order - b.order);
}

export function tabsFor(tabs: readonly TabEntry[], presentation: Presentation): TabEntry[] {
  return tabs.filter((tab) => tab.presentations.includes(presentation));
}

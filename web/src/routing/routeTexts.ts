import type { RouteObject } from 'react-router';
import { loadTexts } from '../i18n/i18n.ts';
import type { RouteHandle } from './routeHandle.ts';

/**
 * Each route whose handle names `texts` loads them together with its lazy screen, not after it
 * has rendered: one round trip instead of two, and no screen or title without its words.
 */
export function withRouteTexts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const texts = (route.handle as RouteHandle | undefined)?.texts;
    const children = route.children && withRouteTexts(route.children);
    const { lazy } = route;
    if (!texts || !lazy) return { ...route, children } as RouteObject;
    const withTexts = async <T>(load: () => Promise<T>) =>
      (await Promise.all([load(), loadTexts(texts)]))[0];
    if (typeof lazy === 'function') {
      return { ...route, children, lazy: () => withTexts(lazy) } as RouteObject;
    }
    const { Component } = lazy;
    if (!Component) return { ...route, children } as RouteObject;
    return {
      ...route,
      children,
      lazy: { ...lazy, Component: () => withTexts(Component) },
    } as RouteObject;
  });
}

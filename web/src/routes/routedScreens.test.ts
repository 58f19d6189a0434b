import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../routes.tsx';

/** Every route with a screen of its own (`Component` or `lazy.Component`), by its full path. */
function screensOf(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    const lazy = route.lazy as { Component?: unknown } | undefined;
    const own = (typeof lazy === 'object' && lazy?.Component) || route.Component ? [path] : [];
    return [...own, ...screensOf(route.children ?? [], path)];
  });
}

describe('the routed screens the browser tests crawl', () => {
  it("are the route table's screens: a new screen must be reachable by taps (e2e reachability)", () => {
    const listed = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../../e2e/tests/support/routed-screens.json'),
        'utf8',
      ),
    ) as string[];
    const screens = screensOf(createRoutes(createMockEnvironment(), 'main', 'production'));
    expect([...new Set(screens)].sort()).toEqual([...listed].sort());
  });
});

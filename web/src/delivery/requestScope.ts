import { AsyncLocalStorage } from 'node:async_hooks';
import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

/**
 * One server render's own state, wherever the app's modules reach for a browser global: its
 * `localStorage` and `sessionStorage` (only what the request tells the server), the source files
 * it loaded (for the page's preload links) and what it could not know. Kept per request with
 * AsyncLocalStorage, so renders running at the same time never see each other's guest.
 */
export type RequestScope = {
  localStorage: Storage;
  sessionStorage: Storage;
  /** Source files (`src/…`) whose code the render imported lazily: its route's screens. */
  modulesUsed: Set<string>;
  /** The stored keys the render read that only the browser knows (why it was not rendered). */
  unknowable: Set<string>;
};

const scopes = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, render: () => T): T {
  return scopes.run(scope, render);
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

function scopedStorage(name: 'localStorage' | 'sessionStorage'): Storage {
  const scope = scopes.getStore();
  if (!scope) throw new Error(`${name} is read outside a server render's request scope.`);
  return scope[name];
}

/**
 * The app's modules use `localStorage` and `sessionStorage` as browser globals (as their default
 * arguments); on the server those names answer the current request's storage.
 */
export function installScopedStorageGlobals(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { configurable: true, get: () => scopedStorage(name) });
  }
}

/** The sources imported during a `captureModuleUse` call, innermost last. */
const capturing: Set<string>[] = [];

/** Called by the build's rewrite of every lazy `import()` in the server bundle (`build/ssrModuleUse.ts`). */
export function recordModuleUse(source: string): void {
  scopes.getStore()?.modulesUsed.add(source);
  capturing.at(-1)?.add(source);
}

/**
 * Runs `load` (a lazy route's or a lazy component's loader, which calls `import()` before its
 * first `await`) and returns its result with the sources it imported. Loaders run once per
 * process and keep what they loaded; the sources are kept with what uses them, so every later
 * render that uses it reports them again.
 */
export function captureModuleUse<T>(load: () => T): { result: T; sources: string[] } {
  const sources = new Set<string>();
  capturing.push(sources);
  try {
    return { result: load(), sources: [...sources] };
  } finally {
    capturing.pop();
  }
}

/**
 * React's `lazy` as the server build uses it (`build/ssrModuleUse.ts` rewrites the calls): the
 * component reports the files its code came from on every render, not only on the first.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own `lazy`.
export function recordedLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let sources: string[] = [];
  const Lazy = lazy(() => {
    const captured = captureModuleUse(load);
    sources = captured.sources;
    return captured.result;
  });
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React's `lazy`, called once per lazy component at module level.
  return function Recorded(props: ComponentProps<T>) {
    for (const source of sources) recordModuleUse(source);
    return createElement(Lazy as ComponentType<ComponentProps<T>>, props);
  };
}

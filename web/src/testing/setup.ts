import { cleanup, configure } from '@testing-library/react';
import type { ResourceKey } from 'i18next';
import { afterEach, vi } from 'vitest';
import { setTextsLoader } from '../i18n/i18n.ts';
import { setAnalyticsSink } from '../integrations/analytics/analyticsRuntime.ts';

// relay-test-utils' mock environment wraps its methods in `jest.fn()`; Vitest's `vi` is the same API.
Object.assign(globalThis, { jest: vi });

// Testing Library only cleans up by itself when Vitest globals are on; they are off here.
afterEach(cleanup);

// The first test of a file waits for the route's lazy chunk to compile; 1 s is too short on 2 cores.
configure({ asyncUtilTimeout: 5000 });

// Texts come from the source files, as the build's JSON files would carry them.
const textsFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });
setTextsLoader(async (locale, namespace) => {
  const load = textsFiles[`../locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} texts for ${locale}.`);
  return load();
});

// Analytics batches stay in the test: a screen test's fetch is the screen's own.
setAnalyticsSink(async () => undefined);

import { describe, expect, it } from 'vitest';
import { useSandbox } from './support.ts';

const sandbox = useSandbox();

const additions = [
  ['post', '/check-in/{slug}/guest-details'],
  ['post', '/check-in/{slug}/identity-verifications'],
  ['post', '/check-in/{slug}/payments'],
  ['post', '/_sandbox/identity-verifications/{id}'],
  ['post', '/elevator-requests'],
  ['get', '/elevator-requests/{id}'],
] as const;

const specCalls = [
  ['get', '/properties/{id}'],
  ['get', '/properties'],
  ['get', '/property-content'],
  ['get', '/product-content'],
  ['get', '/custom-products'],
  ['get', '/product-availability/{productTypeOrId}'],
  ['get', '/property-unit-availability'],
  ['get', '/property-unit-category-availability'],
  ['get', '/property-unit-categories/{id}'],
] as const;

describe('the API document', () => {
  it('marks the calls the spec lacks as sandbox additions, and only those', async () => {
    const document = (await sandbox().inject({ url: '/openapi.json' })).json();
    const operation = (method: string, path: string) => document.paths[path]?.[method];
    for (const [method, path] of additions) {
      expect(operation(method, path)?.['x-sandbox-addition'], `${method} ${path}`).toBe(true);
    }
    for (const [method, path] of specCalls) {
      const found = operation(method, path);
      expect(found, `${method} ${path}`).toBeDefined();
      expect(found['x-sandbox-addition'], `${method} ${path}`).toBeUndefined();
    }
  });
});

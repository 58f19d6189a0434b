import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi.ts';
import { useSandbox } from './support.ts';

const sandbox = useSandbox();

const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const probedMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A concrete URL of a documented path: each `{parameter}` filled with a word. */
const urlOf = (path: string) => path.replace(/\{\w+\}/g, 'some-id');

describe('a method a path does not have', () => {
  it('is answered 405 with Allow naming the documented methods, on every documented path', async () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      const documented = Object.keys(operations).map((method) => method.toUpperCase());
      const allowed = documented.includes('GET') ? [...documented, 'HEAD'] : documented;
      for (const method of probedMethods.filter((probe) => !documented.includes(probe))) {
        const response = await sandbox().inject({ method, url: urlOf(path) });
        expect(response.statusCode, `${method} ${path}`).toBe(405);
        expect(response.headers.allow?.toString().split(', ').sort(), `${method} ${path}`).toEqual(
          allowed.sort(),
        );
        expect(response.json().errors[0]).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
      }
    }
  });

  it('is a 405 before its body is read, and a plain OPTIONS is one too', async () => {
    const withBadBody = await sandbox().inject({
      method: 'POST',
      url: '/check-in/demo-stay-helsinki',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(withBadBody.statusCode).toBe(405);
    expect(withBadBody.headers.allow).toBe('GET, HEAD, PATCH');
    const options = await sandbox().inject({ method: 'OPTIONS', url: '/properties' });
    expect(options.statusCode).toBe(405);
    expect(options.headers.allow).toBe('GET, HEAD');
  });

  it('leaves an unknown path a 404, and the pay page preflight answered', async () => {
    const unknown = await sandbox().inject({ method: 'GET', url: '/check-in/a/b/c' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect(unknown.headers.allow).toBeUndefined();
    const preflight = await sandbox().inject({
      method: 'OPTIONS',
      url: '/card-payments',
      headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:4000');
  });
});

import { readFileSync } from 'node:fs';
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { app } from '../src/app.ts';
import { createSandbox } from '../src/index.ts';
import { openApiPath, renderOpenApi } from '../src/openapi.ts';
import { strictSchemaController } from '../src/plugins/strict-validation.ts';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

async function registeredRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const fastify = Fastify({ schemaController: strictSchemaController });
  fastify.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await fastify.register(fp(app), { databasePath: ':memory:', production: false });
  await fastify.ready();
  await fastify.close();
  return routes;
}

describe('OpenAPI document', () => {
  it('is committed up to date (run `pnpm --filter @guest/sandbox openapi`)', async () => {
    expect(readFileSync(openApiPath, 'utf8')).toBe(await renderOpenApi());
  });

  it('is served at /openapi.json, naming the address it was fetched from', async () => {
    const sandbox = await createSandbox();
    try {
      const response = await sandbox.inject({
        url: '/openapi.json',
        headers: { host: 'sandbox.test:4710' },
      });
      expect(response.statusCode).toBe(200);
      const { servers, ...served } = response.json();
      expect(servers).toEqual([{ url: 'http://sandbox.test:4710' }]);
      const { servers: committedServers, ...committed } = JSON.parse(
        readFileSync(openApiPath, 'utf8'),
      );
      expect(served).toEqual(committed);
      expect(committedServers).toEqual([
        expect.objectContaining({
          url: 'http://localhost:{port}',
          variables: { port: expect.objectContaining({ default: '4010' }) },
        }),
      ]);
    } finally {
      await sandbox.close();
    }
  });

  it('describes every route with its inputs and a response per status', async () => {
    const document = JSON.parse(await renderOpenApi()) as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const routes = (await registeredRoutes()).filter(
      (route) => !(route.schema as { hide?: boolean } | undefined)?.hide,
    );
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const operation = document.paths[path]?.[method.toLowerCase()];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(
          Object.keys(operation?.responses ?? {}).length,
          `${method} ${path} responses`,
        ).toBeGreaterThan(0);
        const schema = route.schema as
          | { params?: object; querystring?: object; body?: object; response?: object }
          | undefined;
        expect(schema?.response, `${method} ${path} response schema`).toBeDefined();
        if (schema?.params) expect(operation?.parameters?.some((p) => p.in === 'path')).toBe(true);
        if (schema?.querystring)
          expect(operation?.parameters?.some((p) => p.in === 'query')).toBe(true);
        if (schema?.body) expect(operation?.requestBody, `${method} ${path} body`).toBeDefined();
      }
    }
  });
});

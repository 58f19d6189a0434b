import { readFileSync } from 'node:fs';
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { app } from '../src/app.ts';
import { createSandbox } from '../src/index.ts';
import { openApiPath, renderOpenApi } from '../src/openapi.ts';
import { strictSchemaController } from '../src/plugins/strict-validation.ts';
import type { ApiDocument, Schema } from './document.ts';

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

  describe('as tools read it', () => {
    const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as ApiDocument;
    const schemas = [...schemasIn(document.paths)];
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );

    it('writes string enumerations as one enum, never an anyOf of one-value members', () => {
      const oneValue = (member: Schema) =>
        'const' in member || (Array.isArray(member.enum) && member.enum.length === 1);
      const unions = schemas.flatMap((schema) =>
        [schema.anyOf, schema.oneOf].filter((members): members is Schema[] =>
          Array.isArray(members),
        ),
      );
      expect(unions.filter((members) => members.some(oneValue))).toEqual([]);
      const enums = schemas.filter((schema) => Array.isArray(schema.enum));
      expect(enums.length).toBeGreaterThan(35);
      const stringEnums = enums.filter(
        (schema) => typeof (schema.enum as unknown[])[0] === 'string',
      );
      for (const schema of stringEnums) {
        expect(schema.type).toContain('string');
      }
    });

    it('writes nullable as type [T, "null"] (with nullable: true for 3.0 readers), enums listing null', () => {
      const nullables = schemas.filter(
        (schema) => Array.isArray(schema.type) && schema.type.includes('null'),
      );
      expect(nullables.length).toBeGreaterThan(30);
      for (const schema of nullables) {
        expect(schema.nullable).toBe(true);
        if (schema.enum) expect(schema.enum).toContain(null);
      }
      for (const schema of schemas.filter((candidate) => candidate.nullable === true)) {
        expect(schema.type).toContain('null');
      }
      expect(
        schemas.filter((schema) =>
          (schema.anyOf as Schema[] | undefined)?.some((member) => member.type === 'null'),
        ),
      ).toEqual([]);
    });

    it('lists $expand and $select names as an enum of a comma-separated array', () => {
      const lists = operations.flatMap(({ name, operation }) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.name === '$expand' || parameter.name === '$select')
          .map((parameter) => ({ name, parameter })),
      );
      expect(lists.map(({ name }) => name).sort()).toEqual([
        'GET /check-in/{slug}',
        'GET /custom-products',
        'GET /customers',
        'GET /product-content',
        'GET /properties',
        'GET /properties/{id}',
        'GET /reservations',
      ]);
      for (const { parameter } of lists) {
        expect(parameter).toMatchObject({ in: 'query', style: 'form', explode: false });
        expect(parameter.schema).toMatchObject({ type: 'array', items: { type: 'string' } });
        expect((parameter.schema.items as Schema).enum).toEqual(
          expect.arrayContaining([expect.any(String)]),
        );
      }
    });

    it('declares formats, the deadline and the statuses every operation answers', () => {
      for (const { name, operation } of operations) {
        const deadline = operation.parameters?.find((p) => p.name === 'x-request-deadline');
        expect(deadline, name).toMatchObject({ in: 'header', schema: { format: 'date-time' } });
        expect(Object.keys(operation.responses), name).toEqual(
          expect.arrayContaining(['400', '500', '504']),
        );
      }
      const formats = new Set(schemas.map((schema) => schema.format).filter(Boolean));
      expect([...formats].sort()).toEqual(['date', 'date-time', 'email']);
      const signOut = document.paths['/authentication']?.delete;
      expect(signOut?.security).toEqual([{ bearer: [] }]);
      expect(signOut?.responses).toHaveProperty('401');
    });
  });
});

/** Every schema object of the document, nested ones included. */
function* schemasIn(value: unknown, isSchema = false): Generator<Schema> {
  if (Array.isArray(value)) {
    for (const item of value) yield* schemasIn(item, isSchema);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Schema;
  if (isSchema) yield record;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'properties' && isSchema) {
      // A map of field names to schemas: a field may be called `type` or `format`.
      for (const field of Object.values(child as Schema)) yield* schemasIn(field, true);
    } else {
      yield* schemasIn(child, isSchema || key === 'schema');
    }
  }
}

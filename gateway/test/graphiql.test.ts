import { loadSchemaFromSdl } from '@guest/schema';
import type { FastifyInstance } from 'fastify';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphiqlExampleQuery } from '../src/graphql/graphiql.ts';
import { buildTestGateway, deployedApps, graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

const graphiqlPage = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });

describe('GraphiQL', () => {
  const { sandbox, gateway: development } = useSandboxAndGateway({
    env: { APP_ENV: 'development' },
  });
  let production: FastifyInstance;

  beforeAll(async () => {
    production = await buildTestGateway({
      coreApiUrl: sandbox().url,
      env: { APP_ENV: 'production', BOT_CHECK_SITE_KEY: 'site-key', ...deployedApps },
    });
  });
  afterAll(() => production.close());

  it('opens in development with the example query and a pointer to the docs explorer', async () => {
    const page = await graphiqlPage(development());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Yoga embeds the options as JSON in the page.
    expect(page.body).toContain(`"defaultQuery":${JSON.stringify(graphiqlExampleQuery)}`);
    expect(graphiqlExampleQuery).toMatch(/^# .*Docs explorer/m);
    expect(graphiqlExampleQuery).toContain('reservation(slug: "demo-stay-helsinki")');
  });

  it('serves its scripts, styles and editor workers from this origin, under a CSP with no inline script', async () => {
    const page = await graphiqlPage(development());
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toContain('unpkg');
    expect(/script-src([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
    expect(/worker-src([^;]*)/.exec(csp)?.[1]?.trim()).toBe("'self'");
    // The options are inert JSON; every script is a file.
    expect(page.body).toMatch(/<script type="application\/json" id="graphiql-options">/);
    expect(page.body.match(/<script>/g)).toBeNull();
    const files = [...page.body.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(files).toEqual([
      '/graphiql/graphiql.css',
      '/graphiql/environment.js',
      '/graphiql/yoga-graphiql.umd.js',
      '/graphiql/start.js',
    ]);
    const environment = await development().inject({ url: '/graphiql/environment.js' });
    const workers = [...environment.body.matchAll(/"(\/graphiql\/monacoeditorwork\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(new Set(workers).size).toBe(3);
    for (const url of [...files, ...workers]) {
      const file = await development().inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toMatch(/^text\/(javascript|css)/);
    }
    expect((await development().inject({ url: '/graphiql/../package.json' })).statusCode).toBe(404);
  });

  it('keeps every description of the SDL in introspection, scalars included', async () => {
    const response = await graphql<IntrospectionQuery>(development(), {
      query: getIntrospectionQuery(),
    });
    const introspected = buildClientSchema(response.body.data as IntrospectionQuery);
    const sdl = loadSchemaFromSdl();
    const lost: string[] = [];
    for (const type of Object.values(sdl.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const served = introspected.getType(type.name);
      if (type.description && served?.description !== type.description) lost.push(type.name);
      if ('getFields' in type && served && 'getFields' in served) {
        const servedFields = served.getFields();
        for (const [name, field] of Object.entries(type.getFields())) {
          if (field.description && servedFields[name]?.description !== field.description) {
            lost.push(`${type.name}.${name}`);
          }
        }
      }
    }
    expect(lost).toEqual([]);
    expect(introspected.getType('LocalDate')?.description).toMatch(/calendar date/);
  });

  it('has an example query that answers the seeded demo stay', async () => {
    const response = await graphql<{
      reservation: { confirmationNumber: string; property: { city: string } };
    }>(development(), { query: graphiqlExampleQuery });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.reservation).toMatchObject({
      confirmationNumber: 'BK-100001',
      nightsCount: 3,
      property: { city: 'Helsinki', timeZone: 'Europe/Helsinki' },
      checkInState: { state: 'GUEST_DETAILS_REQUIRED' },
    });
  });

  it('is not served in production', async () => {
    const page = await graphiqlPage(production);
    expect(page.body).not.toMatch(/graphiql/i);
    expect(page.body).not.toContain('demo-stay-helsinki');
    expect((await production.inject({ url: '/graphiql/yoga-graphiql.umd.js' })).statusCode).toBe(
      404,
    );
  });
});

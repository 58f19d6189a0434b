import type { FastifyInstance } from 'fastify';
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
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { buildTestGateway, deployedApps, graphql } from './support/gateway.ts';

describe('configuration', () => {
  it('defaults to development with the sandbox as core API', () => {
    const config = loadConfig({});
    expect(config.environment).toBe('development');
    expect(config.coreApi.baseUrl).toBe('http://localhost:4010');
    expect(config.port).toBe(4000);
    expect(config.coreApi.timeoutMs).toBeGreaterThan(0);
    expect(config.exposesInternals).toBe(true);
  });

  it('points the booking, reception and guest apps at its own port on a developer machine', () => {
    expect(loadConfig({}).addresses).toMatchObject({
      bookingApp: 'http://localhost:4000',
      mainBrandGuestApp: 'http://localhost:4000',
    });
    const moved = loadConfig({ PORT: '4400' });
    expect(moved.addresses).toMatchObject({
      bookingApp: 'http://localhost:4400',
      receptionApp: 'http://localhost:4400',
      mainBrandGuestApp: 'http://localhost:4400',
      whiteLabelGuestApp: 'http://white-label.localhost:4400',
    });
    expect(moved.corsAllowedOrigins).toEqual([
      'http://localhost:4400',
      'http://white-label.localhost:4400',
    ]);
    // A given address still wins.
    expect(
      loadConfig({ PORT: '4400', BOOKING_APP_URL: 'https://book.example.com' }).addresses,
    ).toMatchObject({ bookingApp: 'https://book.example.com' });
  });

  it('takes the environment from APP_ENV before NODE_ENV', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', APP_ENV: 'stage', ...deployedApps }).environment,
    ).toBe('stage');
    expect(loadConfig({ NODE_ENV: 'test' }).environment).toBe('test');
  });

  it('uses the card provider pay page in production and its sandbox in stage', () => {
    const production = loadConfig({
      APP_ENV: 'production',
      BOT_CHECK_SITE_KEY: 'site-key',
      ...deployedApps,
    });
    expect(production.addresses.cardPayPage).toBe('https://pay.datatrans.com');
    expect(production.addresses.bookingApp).toBe('https://book.hotels.test');
    expect(production.exposesInternals).toBe(false);
    expect(loadConfig({ APP_ENV: 'stage', ...deployedApps }).addresses.cardPayPage).toBe(
      'https://pay.sandbox.datatrans.com',
    );
  });

  it('points development and test at the sandbox pay page on the core API, unless told otherwise', () => {
    expect(loadConfig({}).addresses.cardPayPage).toBe('http://localhost:4010/card-payments');
    expect(
      loadConfig({ APP_ENV: 'test', CORE_API_URL: 'http://127.0.0.1:4610/' }).addresses.cardPayPage,
    ).toBe('http://127.0.0.1:4610/card-payments');
    expect(
      loadConfig({ CARD_PAY_PAGE_URL: 'https://pay.sandbox.datatrans.com' }).addresses.cardPayPage,
    ).toBe('https://pay.sandbox.datatrans.com');
  });

  it('names only the core API when its address is unusable, not the pay page built on it', () => {
    const attempt = () => loadConfig({ CORE_API_URL: 'localhost:4010' });
    expect(attempt).toThrow(/CORE_API_URL.*localhost:4010/);
    expect(attempt).not.toThrow(/CARD_PAY_PAGE_URL/);
  });

  it('demands every app address in production and stage', () => {
    expect(() => loadConfig({ APP_ENV: 'stage' })).toThrow(
      /BOOKING_APP_URL: required in stage, no default there[\s\S]*WHITE_LABEL_GUEST_APP_URL/,
    );
  });

  it("grants CORS to the two guest apps' origins unless told which origins", () => {
    expect(loadConfig({ APP_ENV: 'stage', ...deployedApps }).corsAllowedOrigins).toEqual([
      'https://guest.hotels.test',
      'https://guest.white-label.test',
    ]);
    const listed = loadConfig({
      APP_ENV: 'stage',
      ...deployedApps,
      CORS_ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
    });
    expect(listed.corsAllowedOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'https://a.example/app/' })).toThrow(
      /CORS_ALLOWED_ORIGINS.*expected an origin/,
    );
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: '*' })).toThrow(/CORS_ALLOWED_ORIGINS/);
  });

  it('bounds the core API answers it reads, 1 MiB unless told otherwise', () => {
    expect(loadConfig({}).coreApi.maxResponseBytes).toBe(1_048_576);
    expect(loadConfig({ CORE_API_MAX_RESPONSE_BYTES: '65536' }).coreApi.maxResponseBytes).toBe(
      65_536,
    );
    expect(() => loadConfig({ CORE_API_MAX_RESPONSE_BYTES: '0' })).toThrow(
      /CORE_API_MAX_RESPONSE_BYTES/,
    );
  });

  it("lets V8's old generation grow by its live size before a full collection, unless told otherwise", () => {
    expect(loadConfig({}).oldGenerationGrowthPercent).toBe(100);
    expect(loadConfig({ OLD_GENERATION_GROWTH_PERCENT: '0' }).oldGenerationGrowthPercent).toBe(0);
    expect(() => loadConfig({ OLD_GENERATION_GROWTH_PERCENT: '500' })).toThrow(
      /OLD_GENERATION_GROWTH_PERCENT/,
    );
  });

  it('bounds subscriptions per client and in time, and Redis commands in time, by default', () => {
    const config = loadConfig({});
    expect(config.subscriptions).toEqual({ perClient: 20, maxLifetimeMs: 300_000 });
    expect(config.sharedState).toEqual({ commandTimeoutMs: 250, replicaCount: 1 });
    expect(config.shutdownDrainMs).toBe(0);
    expect(loadConfig({ SUBSCRIPTIONS_PER_CLIENT: '5', REPLICA_COUNT: '3' })).toMatchObject({
      subscriptions: { perClient: 5 },
      sharedState: { replicaCount: 3 },
    });
    for (const [name, value] of [
      ['SUBSCRIPTIONS_PER_CLIENT', '0'],
      ['SUBSCRIPTIONS_PER_CLIENT', 'many'],
      ['SUBSCRIPTION_MAX_LIFETIME_MS', '-1'],
      ['REDIS_COMMAND_TIMEOUT_MS', '0'],
      ['REPLICA_COUNT', '0'],
      ['SHUTDOWN_DRAIN_MS', '1.5'],
    ]) {
      expect(() => loadConfig({ [name as string]: value }), name).toThrow(
        new RegExp(`${name}: .*got "${value}"`),
      );
    }
  });

  it('parses the API key allow list', () => {
    expect(loadConfig({ GATEWAY_API_KEYS: ' one, two ,,' }).apiKeys).toEqual(['one', 'two']);
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({ APP_ENV: 'production', BOT_CHECK_SITE_KEY: 'k', ...deployedApps }).trustProxy,
    ).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
  });

  it('refuses a hop count and anything that is not an IP or CIDR as TRUST_PROXY', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY.*not an IP or CIDR: yes/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(
      /not an IP or CIDR: proxy\.internal/,
    );
  });

  it('names every bad value in one message', () => {
    const attempt = () =>
      loadConfig({
        APP_ENV: 'development',
        CORE_API_URL: 'not a url',
        PORT: 'eighty',
        CORE_API_TIMEOUT_MS: '0',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/CORE_API_URL.*not a url/);
    expect(attempt).toThrow(/PORT.*eighty/);
    expect(attempt).toThrow(/CORE_API_TIMEOUT_MS/);
  });

  it("serves the built web client unless told to serve its sources, which only a developer's machine may", () => {
    expect(loadConfig({}).webClient).toBe('built');
    expect(loadConfig({ WEB_CLIENT: 'sources' }).webClient).toBe('sources');
    expect(() => loadConfig({ WEB_CLIENT: 'vite' })).toThrow(/WEB_CLIENT/);
    for (const environment of ['production', 'stage']) {
      expect(() =>
        loadConfig({
          APP_ENV: environment,
          BOT_CHECK_SITE_KEY: 'k',
          WEB_CLIENT: 'sources',
          ...deployedApps,
        }),
      ).toThrow(`WEB_CLIENT: must be 'built' in ${environment}`);
    }
  });

  it('rejects an unknown environment and demands a bot-check key in production', () => {
    expect(() => loadConfig({ APP_ENV: 'qa' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ APP_ENV: 'production', ...deployedApps })).toThrow(
      /BOT_CHECK_SITE_KEY/,
    );
  });
});

describe('client configuration through the schema', () => {
  it('exposes the environment and public addresses, nothing secret', async () => {
    const app = await buildTestGateway({
      coreApiUrl: 'http://127.0.0.1:9',
      env: {
        APP_ENV: 'stage',
        GATEWAY_API_KEYS: 'secret-tool-key',
        BOT_CHECK_SITE_KEY: 'stage-site-key',
      },
    });
    const { body } = await graphql(app, {
      query:
        '{ clientConfiguration { environment botCheckSiteKey cardPayPageUrl whiteLabelGuestAppUrl } }',
    });
    await app.close();
    expect(body).toEqual({
      data: {
        clientConfiguration: {
          environment: 'STAGE',
          botCheckSiteKey: 'stage-site-key',
          cardPayPageUrl: 'https://pay.sandbox.datatrans.com',
          whiteLabelGuestAppUrl: 'https://guest.white-label.test',
        },
      },
    });
    expect(JSON.stringify(body)).not.toContain('secret-tool-key');
  });
});

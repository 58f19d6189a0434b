import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createDocumentRegistry, webAppName } from '../src/trusted-documents/registry.ts';
import {
  type DocumentStore,
  directoryStore,
  type StoredVersion,
} from '../src/trusted-documents/store.ts';
import { keepWebBuild, webBuildVersion } from '../src/trusted-documents/web-builds.ts';
import { buildTestGateway, deployedApps, graphql } from './support/gateway.ts';
import { useTestRedis } from './support/redis.ts';

// After a deploy, installed apps keep running the build their service worker holds until the
// guest reloads: their document ids must keep working. Each gateway publishes its web build's
// documents to the document store, and a build stays trusted until a newer one has been served
// for the kept time. No core API is needed: a document that runs answers NETWORK.

const unreachableCoreApi = 'http://127.0.0.1:9';
const stayQuery = 'query StayA($slug: String!) { reservation(slug: $slug) { id slug } }';
const stayQueryOfNextBuild =
  'query StayB($slug: String!) { reservation(slug: $slug) { id slug stage } }';
const buildA = new Map([['build-a-stay', stayQuery]]);
const buildB = new Map([['build-b-stay', stayQueryOfNextBuild]]);

const directories: string[] = [];
const gateways: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

function storeDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'web-builds-'));
  directories.push(directory);
  return directory;
}

async function deploy(
  build: ReadonlyMap<string, string>,
  directory: string,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const gateway = await buildTestGateway({
    coreApiUrl: unreachableCoreApi,
    persistedDocuments: build,
    env: {
      APP_ENV: 'production',
      BOT_CHECK_SITE_KEY: 'site-key',
      ...deployedApps,
      TRUSTED_DOCUMENTS_DIR: directory,
      WEB_BUILD_DOCUMENTS_KEPT_DAYS: '30',
      ...env,
    },
  });
  gateways.push(gateway);
  return gateway;
}

/** The web client's versions written to the store's directory. */
const publishedBuilds = (directory: string) =>
  existsSync(join(directory, webAppName)) ? readdirSync(join(directory, webAppName)).sort() : [];

/** What the web client's request for document `id` met: NETWORK when it ran. */
async function sent(gateway: FastifyInstance, id: string) {
  const answer = await graphql(gateway, { documentId: id, variables: { slug: 'stay-slug' } });
  return answer.body.errors?.[0]?.extensions?.code;
}

const silentLogger = {
  info: () => undefined,
  warn: () => undefined,
} as unknown as FastifyBaseLogger;

describe("the web client's previous builds", () => {
  it('keep working after a deploy, for the installed apps still running them', async () => {
    const directory = storeDirectory();
    const previous = await deploy(buildA, directory);
    await expect
      .poll(() => publishedBuilds(directory))
      .toEqual([`${webBuildVersion(buildA)}.json`]);
    await previous.close();

    const next = await deploy(buildB, directory);
    expect(await sent(next, 'build-b-stay')).toBe('NETWORK');
    // A phone still on the previous build, after the deploy.
    expect(await sent(next, 'build-a-stay')).toBe('NETWORK');
    expect(await sent(next, 'never-built')).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
    await expect
      .poll(() => publishedBuilds(directory))
      .toEqual([`${webBuildVersion(buildA)}.json`, `${webBuildVersion(buildB)}.json`].sort());
  });

  it('are one version per build, however many replicas start it', async () => {
    const directory = storeDirectory();
    await Promise.all([deploy(buildA, directory), deploy(buildA, directory)]);
    await deploy(buildA, directory);
    await expect
      .poll(() => publishedBuilds(directory))
      .toEqual([`${webBuildVersion(buildA)}.json`]);
    expect(webBuildVersion(new Map([...buildA, ...buildB]))).not.toBe(webBuildVersion(buildA));
  });

  it('are trusted until a newer build has been served for the kept time, then removed', async () => {
    const day = 24 * 60 * 60 * 1000;
    const deployedAt = Date.parse('2026-11-01T09:00:00Z');
    let now = new Date(deployedAt);
    const directory = storeDirectory();
    const registry = createDocumentRegistry({
      store: directoryStore(directory),
      bundled: new Map(),
      logger: silentLogger,
      now: () => now,
    });
    await registry.start();
    const keep = (build: ReadonlyMap<string, string>) =>
      keepWebBuild(registry, build, { keptForMs: 30 * day, now: () => now, logger: silentLogger });
    const activeIds = () =>
      ['build-a-stay', 'build-b-stay'].filter(
        (id) => registry.lookup(undefined, undefined, id) !== undefined,
      );
    const builds = () =>
      registry
        .list()
        .filter((version) => version.app === webAppName)
        .map((version) => version.version);

    // Build A served for two months: its age alone removes nothing.
    await keep(buildA);
    now = new Date(deployedAt + 60 * day);
    await keep(buildA);
    expect(activeIds()).toEqual(['build-a-stay']);

    // Build B deployed: A is kept for 30 days from then, not from its own deploy.
    await keep(buildB);
    now = new Date(deployedAt + 89 * day);
    await keep(buildB);
    expect(activeIds()).toEqual(['build-a-stay', 'build-b-stay']);
    now = new Date(deployedAt + 91 * day);
    await keep(buildB);
    expect(activeIds()).toEqual(['build-b-stay']);
    // Gone from the store and from memory: a deploy a day does not pile up a year of builds.
    expect(builds()).toEqual([webBuildVersion(buildB)]);
    expect(publishedBuilds(directory)).toEqual([`${webBuildVersion(buildB)}.json`]);

    // Rolled back to A: it is served again, so kept again, and B for 30 days after.
    await keep(buildA);
    expect(activeIds()).toEqual(['build-a-stay', 'build-b-stay']);
    now = new Date(deployedAt + 122 * day);
    await keep(buildA);
    expect(builds()).toEqual([webBuildVersion(buildA)]);
    await registry.close();
  });

  it('stay out of the store once an operator retired one by hand, its replicas running it from their bundle', async () => {
    const directory = storeDirectory();
    const registry = createDocumentRegistry({
      store: directoryStore(directory),
      bundled: new Map(),
      logger: silentLogger,
    });
    await registry.start();
    const keep = () =>
      keepWebBuild(registry, buildA, {
        keptForMs: 1000,
        now: () => new Date(),
        logger: silentLogger,
      });
    await keep();
    await registry.retire(webAppName, webBuildVersion(buildA));
    await keep();
    expect(registry.lookup(undefined, undefined, 'build-a-stay')).toBeUndefined();
    await registry.close();
  });

  it('removed on one replica are dropped by the others as soon as it says so', async () => {
    const stored = new Map<string, StoredVersion>();
    const announce: ((app: string, version: string) => void)[] = [];
    const sharedStore: DocumentStore = {
      kind: 'redis',
      loadAll: async () => [...stored.values()],
      load: async (app, version) => stored.get(`${app} ${version}`),
      save: async (version) => {
        stored.set(`${version.app} ${version.version}`, version);
        for (const changed of announce) changed(version.app, version.version);
      },
      remove: async (app, version) => {
        stored.delete(`${app} ${version}`);
        for (const changed of announce) changed(app, version);
      },
      watch: (onChange) => {
        announce.push(onChange);
        return () => undefined;
      },
      close: async () => undefined,
    };
    const replica = () =>
      createDocumentRegistry({ store: sharedStore, bundled: new Map(), logger: silentLogger });
    const [first, second] = [replica(), replica()];
    await Promise.all([first.start(), second.start()]);
    await first.publish(webAppName, webBuildVersion(buildA), buildA);
    await expect.poll(() => second.lookup(undefined, undefined, 'build-a-stay')).toBe(stayQuery);
    await first.remove(webAppName, webBuildVersion(buildA));
    await expect.poll(() => second.lookup(undefined, undefined, 'build-a-stay')).toBeUndefined();
    expect(second.list()).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it('never hold a start up, and the build runs its own documents, when the store refuses them', async () => {
    const notADirectory = join(storeDirectory(), 'a-file');
    writeFileSync(notADirectory, 'not a directory');
    const gateway = await deploy(buildA, notADirectory);
    expect(await sent(gateway, 'build-a-stay')).toBe('NETWORK');
  });

  it('are kept a month where the gateway is deployed, and not at all elsewhere unless configured', () => {
    const keptDays = (env: Record<string, string>) =>
      loadConfig({ BOT_CHECK_SITE_KEY: 'site-key', ...deployedApps, ...env }).trustedDocuments
        .previousWebBuildsKeptForMs /
      (24 * 60 * 60 * 1000);
    expect(keptDays({ APP_ENV: 'production' })).toBe(30);
    expect(keptDays({ APP_ENV: 'stage' })).toBe(30);
    expect(keptDays({ APP_ENV: 'development' })).toBe(0);
    expect(keptDays({ APP_ENV: 'test' })).toBe(0);
    expect(keptDays({ APP_ENV: 'development', WEB_BUILD_DOCUMENTS_KEPT_DAYS: '7' })).toBe(7);
    expect(keptDays({ APP_ENV: 'production', WEB_BUILD_DOCUMENTS_KEPT_DAYS: '0' })).toBe(0);
    expect(() => loadConfig({ APP_ENV: 'test', WEB_BUILD_DOCUMENTS_KEPT_DAYS: '400' })).toThrow(
      /WEB_BUILD_DOCUMENTS_KEPT_DAYS/,
    );
  });
});

const redis = await useTestRedis();
if (!redis.available) console.warn(`SKIPPED web builds shared through Redis: ${redis.reason}`);

/** The replica once it is connected to Redis, so that it hears what the others publish. */
async function sharing(replica: FastifyInstance): Promise<FastifyInstance> {
  await expect
    .poll(async () => (await replica.inject({ url: '/readyz' })).json().sharedState)
    .toBe('shared');
  return replica;
}

describe.skipIf(!redis.available)(
  "the web client's builds, shared by replicas through Redis",
  () => {
    afterAll(async () => {
      if (!redis.available) return;
      const client = new Redis(redis.url);
      for (const build of [buildA, buildB]) {
        const version = webBuildVersion(build);
        await client.del(`guest:trusted-documents:documents:${webAppName}:${version}`);
        await client.hdel('guest:trusted-documents:versions', `${webAppName}\u0000${version}`);
      }
      client.disconnect();
      await redis.stop();
    });

    it('run on the previous build’s replicas during a rolling deploy, and the previous build on the new ones', async () => {
      const env = { REDIS_URL: redis.available ? redis.url : '' };
      const previousReplica = await sharing(
        await deploy(buildA, '/nonexistent/trusted-documents', env),
      );
      // A phone that already has the new build meets a replica of the previous one.
      expect(await sent(previousReplica, 'build-b-stay')).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
      const nextReplica = await deploy(buildB, '/nonexistent/trusted-documents', env);
      await expect
        .poll(() => sent(previousReplica, 'build-b-stay'), { timeout: 5000 })
        .toBe('NETWORK');
      await expect.poll(() => sent(nextReplica, 'build-a-stay'), { timeout: 5000 }).toBe('NETWORK');
    });
  },
);

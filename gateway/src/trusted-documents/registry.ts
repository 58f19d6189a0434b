import type { FastifyBaseLogger } from 'fastify';
import type { Manifest } from './manifest.ts';
import { type DocumentStore, type StoredVersion, summaryOf, type VersionSummary } from './store.ts';

/** The web client: the first app, whose documents ship with the gateway's own build. */
export const webAppName = 'guest-web';

export class VersionConflict extends Error {}

export type PublishOutcome = { summary: VersionSummary; created: boolean };

/**
 * Every app's trusted documents, in this process's memory: the web client's bundled ones
 * (`web/persisted-documents.json`, always active) and every version published through the admin
 * API, loaded from the store at start, on a change another replica announces, and every
 * `resyncMs` (a change announced while this replica could not hear it). A lookup is a map read;
 * a publish or retirement is written to the store first, then applied here.
 */
export type DocumentRegistry = {
  /**
   * The text of document `id` for the app a request names (`graphql-client-name`, else the web
   * client) in the version it names (`graphql-client-version`), or in any active version of the
   * app when it names none. A retired version's documents are not found.
   */
  lookup(app: string | undefined, version: string | undefined, id: string): string | undefined;
  /** Whether `app` has documents here: only such names become metric labels. */
  isKnownApp(app: string): boolean;
  publish(app: string, version: string, documents: Manifest): Promise<PublishOutcome>;
  retire(app: string, version: string): Promise<VersionSummary | undefined>;
  /**
   * Forgets a version, documents and all, on every replica; unlike a retired one, it may be
   * published again. For builds that publish themselves (`web-builds.ts`), so they do not pile up.
   */
  remove(app: string, version: string): Promise<void>;
  list(): VersionSummary[];
  start(): Promise<void>;
  close(): Promise<void>;
};

export function createDocumentRegistry(options: {
  store: DocumentStore;
  /** The web client's documents from its build: app `guest-web`, never retired. */
  bundled: ReadonlyMap<string, string>;
  logger: FastifyBaseLogger;
  resyncMs?: number;
  now?: () => Date;
}): DocumentRegistry {
  const { store, bundled, logger } = options;
  const now = options.now ?? (() => new Date());
  const versions = new Map<string, StoredVersion>();
  /** Per app, the documents of its active versions (a newer version's text wins an id). */
  let activeByApp = new Map<string, Map<string, string>>();
  const keyOf = (app: string, version: string) => `${app}\u0000${version}`;

  const reindex = () => {
    const next = new Map<string, Map<string, string>>();
    const active = [...versions.values()]
      .filter((version) => version.retiredAt === null)
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
    for (const version of active) {
      const documents = next.get(version.app) ?? new Map<string, string>();
      for (const [id, text] of Object.entries(version.documents)) documents.set(id, text);
      next.set(version.app, documents);
    }
    activeByApp = next;
  };
  const apply = (version: StoredVersion) => {
    versions.set(keyOf(version.app, version.version), version);
    reindex();
  };
  const forget = (app: string, version: string) => {
    if (versions.delete(keyOf(app, version))) reindex();
  };
  const syncAll = async () => {
    const all = await store.loadAll();
    versions.clear();
    for (const version of all) versions.set(keyOf(version.app, version.version), version);
    reindex();
  };

  let stopWatching = () => {};
  let resync: NodeJS.Timeout | undefined;

  return {
    lookup(app, version, id) {
      const name = app ?? webAppName;
      if (version !== undefined) {
        const named = versions.get(keyOf(name, version));
        if (named) return named.retiredAt === null ? named.documents[id] : undefined;
        // The web client's bundled documents answer for any version it names (its build's own).
        return name === webAppName ? bundled.get(id) : undefined;
      }
      if (name === webAppName) {
        const own = bundled.get(id);
        if (own !== undefined) return own;
      }
      return activeByApp.get(name)?.get(id);
    },
    isKnownApp: (app) =>
      app === webAppName || [...versions.values()].some((version) => version.app === app),
    async publish(app, version, documents) {
      const existing = versions.get(keyOf(app, version)) ?? (await store.load(app, version));
      const given = Object.fromEntries(documents);
      if (existing) {
        if (existing.retiredAt !== null) {
          throw new VersionConflict(
            `${app} ${version} was retired at ${existing.retiredAt}: publish a new version.`,
          );
        }
        if (!sameDocuments(existing.documents, given)) {
          throw new VersionConflict(
            `${app} ${version} is already published with other documents: a version never changes, publish a new one.`,
          );
        }
        apply(existing);
        return { summary: summaryOf(existing), created: false };
      }
      const stored: StoredVersion = {
        app,
        version,
        publishedAt: now().toISOString(),
        retiredAt: null,
        documents: given,
      };
      await store.save(stored);
      apply(stored);
      logger.info({ app, version, documents: documents.size }, 'trusted documents published');
      return { summary: summaryOf(stored), created: true };
    },
    async retire(app, version) {
      const existing = versions.get(keyOf(app, version)) ?? (await store.load(app, version));
      if (!existing) return undefined;
      if (existing.retiredAt !== null) return summaryOf(existing);
      const retired = { ...existing, retiredAt: now().toISOString() };
      await store.save(retired);
      apply(retired);
      logger.info({ app, version }, 'trusted documents retired');
      return summaryOf(retired);
    },
    async remove(app, version) {
      await store.remove(app, version);
      forget(app, version);
      logger.info({ app, version }, 'trusted documents removed');
    },
    list: () =>
      [...versions.values()]
        .map(summaryOf)
        .sort((a, b) => a.app.localeCompare(b.app) || a.publishedAt.localeCompare(b.publishedAt)),
    async start() {
      stopWatching = store.watch((app, version) => {
        store
          .load(app, version)
          .then((loaded) => {
            if (loaded) apply(loaded);
            else forget(app, version);
          })
          .catch((error: unknown) =>
            logger.warn({ err: error, app, version }, 'trusted documents: could not load a change'),
          );
      });
      const resyncMs = options.resyncMs ?? 30_000;
      resync = setInterval(() => {
        syncAll().catch(() => {});
      }, resyncMs);
      resync.unref();
      try {
        await syncAll();
      } catch (error) {
        // A store that cannot be read yet (Redis away) is read again at the next resync; the web
        // client's own documents work meanwhile.
        logger.warn({ err: error }, 'trusted documents: store unreadable, retrying');
      }
    },
    async close() {
      stopWatching();
      if (resync) clearInterval(resync);
      await store.close();
    },
  };
}

function sameDocuments(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

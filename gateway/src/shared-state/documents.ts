import type { ChainableCommander } from 'ioredis';
import type { DocumentStore, StoredVersion } from '../trusted-documents/store.ts';
import type { RedisConnection } from './redis.ts';

const indexKey = 'guest:trusted-documents:versions';
const documentsKey = (app: string, version: string) =>
  `guest:trusted-documents:documents:${app}:${version}`;
const changedChannel = 'guest:trusted-documents:changed';
const memberOf = (app: string, version: string) => `${app}\u0000${version}`;

type VersionMeta = Omit<StoredVersion, 'documents'>;

/** Runs a MULTI transaction; throws unless every command in it succeeded. */
async function committed(transaction: ChainableCommander): Promise<void> {
  const results = await transaction.exec();
  const failed = results?.find(([error]) => error);
  if (!results || failed) throw failed?.[0] ?? new Error('Redis refused the transaction');
}

/**
 * Published documents in Redis, read by every replica: one hash of each version's documents (id →
 * text), one index hash of every version's metadata, and a channel on which the replica that
 * published, retired or removed a version names it, so the others load it (or drop it) at once.
 * A replica keeps all of it in memory (trusted-documents/registry.ts): lookups never wait for
 * Redis, and a Redis outage keeps serving what was published before it.
 */
export function redisDocumentStore(connection: RedisConnection): DocumentStore {
  const { commands, subscriber } = connection;
  const load = async (app: string, version: string): Promise<StoredVersion | undefined> => {
    const [meta, documents] = await Promise.all([
      commands.hget(indexKey, memberOf(app, version)),
      commands.hgetall(documentsKey(app, version)),
    ]);
    if (meta === null) return undefined;
    return { ...(JSON.parse(meta) as VersionMeta), documents };
  };
  return {
    kind: 'redis',
    async loadAll() {
      const index = await commands.hgetall(indexKey);
      const versions = await Promise.all(
        Object.values(index).map(async (text) => {
          const meta = JSON.parse(text) as VersionMeta;
          return {
            ...meta,
            documents: await commands.hgetall(documentsKey(meta.app, meta.version)),
          };
        }),
      );
      return versions;
    },
    load,
    async save({ documents, ...meta }) {
      // The documents first, then the index entry that makes them visible, in one transaction.
      const transaction = commands.multi();
      if (Object.keys(documents).length > 0) {
        transaction.hset(documentsKey(meta.app, meta.version), documents);
      }
      transaction.hset(indexKey, memberOf(meta.app, meta.version), JSON.stringify(meta));
      transaction.publish(changedChannel, memberOf(meta.app, meta.version));
      await committed(transaction);
    },
    async remove(app, version) {
      const transaction = commands.multi();
      transaction.hdel(indexKey, memberOf(app, version));
      transaction.del(documentsKey(app, version));
      transaction.publish(changedChannel, memberOf(app, version));
      await committed(transaction);
    },
    watch(onChange) {
      const listener = (channel: string, message: string) => {
        if (channel !== changedChannel) return;
        const [app, version] = message.split('\u0000');
        if (app && version) onChange(app, version);
      };
      subscriber.on('message', listener);
      subscriber.subscribe(changedChannel).catch(() => {});
      return () => {
        subscriber.off('message', listener);
        subscriber.unsubscribe(changedChannel).catch(() => {});
      };
    },
    close: async () => {},
  };
}

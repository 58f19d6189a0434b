import { type Cache, createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import type { RedisConnection } from './redis.ts';

export type { Cache as ResponseStore } from '@graphql-yoga/plugin-response-cache';

type Entity = { typename: string; id?: string | number };

/** The store's operations, each answering a promise (Redis always does). */
type AsyncResponseStore = {
  [Name in keyof Cache]: (
    ...args: Parameters<Cache[Name]>
  ) => Promise<Awaited<ReturnType<Cache[Name]>>>;
};

/** One process's answers (@envelop/response-cache's LRU, bounded). */
export function memoryResponses(maxEntries = 5000): Cache {
  return createInMemoryCache({ max: maxEntries });
}

const entityKey = (entity: Entity) =>
  entity.id === undefined ? `type:${entity.typename}` : `entity:${entity.typename}:${entity.id}`;

/**
 * Answers in Redis, shared by every replica, so a mutation on one drops the answer on all. Each
 * answer is indexed under the entities it contains (`Reservation:<id>`) and their types; every
 * key carries an expiry, the indexes that of their longest-lived answer, so nothing grows without
 * bound (@envelop/response-cache-redis keeps its indexes forever and lists keys with `KEYS`).
 */
export function redisResponses(
  connection: RedisConnection,
  prefix = 'guest:response:',
): AsyncResponseStore {
  const { commands } = connection;
  return {
    async set(responseId, result, entities, ttl) {
      const expiry = Number.isFinite(ttl) ? Math.max(1, Math.ceil(ttl)) : 86_400_000;
      const pipeline = commands.pipeline();
      pipeline.set(prefix + responseId, JSON.stringify(result), 'PX', expiry);
      const indexes = new Set<string>();
      for (const entity of entities) {
        indexes.add(entityKey({ typename: entity.typename }));
        if (entity.id !== undefined) indexes.add(entityKey(entity));
      }
      for (const index of indexes) {
        pipeline.sadd(prefix + index, responseId);
        // GT: an index never expires before the longest-lived answer it lists.
        pipeline.pexpire(prefix + index, expiry, 'GT');
        pipeline.pexpire(prefix + index, expiry, 'NX');
      }
      await pipeline.exec();
    },
    async get(responseId) {
      const text = await commands.get(prefix + responseId);
      return text === null
        ? undefined
        : (JSON.parse(text) as ExecutionResult<Record<string, unknown>>);
    },
    async invalidate(entities) {
      const indexes = [...entities].map((entity) => prefix + entityKey(entity));
      if (indexes.length === 0) return;
      const members = await Promise.all(indexes.map((index) => commands.smembers(index)));
      const keys = [...indexes, ...members.flat().map((responseId) => prefix + responseId)];
      await commands.del(...keys);
    },
  };
}

/**
 * Redis while it answers, this process's memory while it does not (a replica then serves and
 * drops only its own answers until Redis is back; answers it kept meanwhile expire by their TTL).
 */
export function sharedResponses(connection: RedisConnection): Cache {
  const shared = redisResponses(connection);
  const local = memoryResponses();
  return {
    async set(responseId, result, entities, ttl) {
      const list = [...entities];
      if (!connection.isUp()) return local.set(responseId, result, list, ttl);
      await shared.set(responseId, result, list, ttl).catch(() => undefined);
    },
    async get(responseId) {
      if (!connection.isUp()) return local.get(responseId);
      return shared.get(responseId).catch(() => undefined);
    },
    async invalidate(entities) {
      const list = [...entities];
      await local.invalidate(list);
      if (connection.isUp()) await shared.invalidate(list).catch(() => undefined);
    },
  };
}

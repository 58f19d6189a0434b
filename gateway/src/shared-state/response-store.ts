import { createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import type { RedisConnection } from './redis.ts';

type Entity = { typename: string; id?: string | number };

/**
 * Where the response cache keeps answers: each the JSON text sent to the client, indexed under
 * the entities it holds, so a hit is answered as stored and a change drops what it touched.
 */
export type ResponseStore = {
  get(key: string): Promise<string | undefined>;
  set(key: string, body: string, entities: readonly Entity[], ttl: number): Promise<void>;
  invalidate(entities: readonly Entity[]): Promise<void>;
};

/**
 * One process's answers: @envelop/response-cache's bounded LRU with its entity index, holding
 * each body as the one member of the result it keeps.
 */
export function memoryResponses(maxEntries = 5000): ResponseStore {
  const lru = createInMemoryCache({ max: maxEntries });
  return {
    async get(key) {
      const kept = (await lru.get(key)) as { body?: string } | undefined;
      return kept?.body;
    },
    async set(key, body, entities, ttl) {
      await lru.set(key, { body } as ExecutionResult, [...entities], ttl);
    },
    async invalidate(entities) {
      await lru.invalidate([...entities]);
    },
  };
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
): ResponseStore {
  const { commands } = connection;
  return {
    async set(responseId, body, entities, ttl) {
      const expiry = Number.isFinite(ttl) ? Math.max(1, Math.ceil(ttl)) : 86_400_000;
      const pipeline = commands.pipeline();
      pipeline.set(prefix + responseId, body, 'PX', expiry);
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
      return (await commands.get(prefix + responseId)) ?? undefined;
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
export function sharedResponses(connection: RedisConnection): ResponseStore {
  const shared = redisResponses(connection);
  const local = memoryResponses();
  return {
    async set(responseId, body, entities, ttl) {
      if (!connection.isUp()) return local.set(responseId, body, entities, ttl);
      await shared.set(responseId, body, entities, ttl).catch(() => undefined);
    },
    async get(responseId) {
      if (!connection.isUp()) return local.get(responseId);
      return shared.get(responseId).catch(() => undefined);
    },
    async invalidate(entities) {
      await local.invalidate(entities);
      if (connection.isUp()) await shared.invalidate(entities).catch(() => undefined);
    },
  };
}

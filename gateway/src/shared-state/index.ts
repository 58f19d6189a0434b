import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { FastifyBaseLogger } from 'fastify';
import { createPubSub, type PubSub, type PubSubEvent } from 'graphql-yoga';
import type { ClassifiedError } from '../errors/catalogue.ts';
import type { DocumentStore } from '../trusted-documents/store.ts';
import { type CounterStore, memoryCounters, sharedCounters } from './counters.ts';
import { redisDocumentStore } from './documents.ts';
import { type LeaseStore, processLeases, redisLeases } from './leases.ts';
import { connectRedis, type RedisConnection } from './redis.ts';
import { memoryResponses, type ResponseStore, sharedResponses } from './response-store.ts';

/** What one replica tells the others about a shared poll (`from` names the replica). */
export type PollMessage =
  | { type: 'value'; from: string; value: unknown }
  | { type: 'error'; from: string; error: ClassifiedError }
  /** The holder stopped polling with subscribers possibly left elsewhere: take over now. */
  | { type: 'released'; from: string };

export type SharedStateStatus = 'shared' | 'degraded' | 'process';

export type PollChannels = { poll: [pollId: string, message: PollMessage] };

/**
 * The state replicas share: rate-limit counters, poll leases, poll messages and each poll's latest
 * value. Without Redis all of it lives in this process (the embedded default needs no Redis);
 * with `REDIS_URL` it lives in Redis, and while Redis is unreachable each replica falls back to
 * its own memory (see redis.ts for the log lines).
 */
export type SharedState = {
  mode: 'redis' | 'process';
  counters: CounterStore;
  leases: LeaseStore;
  pubsub: PubSub<PollChannels>;
  /** Where the response cache keeps answers (see graphql/response-cache.ts). */
  responses: ResponseStore;
  /** Where other apps' published documents live with Redis; without it, a directory (app.ts). */
  documents: DocumentStore | undefined;
  /** A poll's latest value, for subscribers joining on another replica. */
  latest: {
    get(pollId: string): Promise<unknown>;
    set(pollId: string, value: unknown, ttlMs: number): Promise<void>;
  };
  /** True when state is shared across replicas right now. */
  isShared(): boolean;
  /**
   * `shared` (Redis answers), `degraded` (Redis configured but unreachable or stalled: each
   * replica uses its own memory) or `process` (no Redis configured): for `/readyz` and metrics.
   */
  status(): SharedStateStatus;
  close(): Promise<void>;
};

export type SharedStateSettings = {
  /** How long one Redis command may take before the caller falls back to its own memory. */
  commandTimeoutMs: number;
  /**
   * How many replicas share the limits: while Redis is away each one counts alone, so each
   * allows this share of every limit (see counters.ts), and the cluster's total still holds.
   */
  replicaCount: number;
};

export function createSharedState(
  redisUrl: string | undefined,
  logger: FastifyBaseLogger,
  settings: SharedStateSettings = { commandTimeoutMs: 250, replicaCount: 1 },
): SharedState {
  if (!redisUrl) return processSharedState();
  return redisState(connectRedis(redisUrl, logger, settings), settings.replicaCount);
}

/** One process, no Redis: everything in memory. */
export function processSharedState(): SharedState {
  return {
    mode: 'process',
    counters: memoryCounters(),
    leases: processLeases,
    pubsub: createPubSub<PollChannels>(),
    responses: memoryResponses(),
    documents: undefined,
    // The registry's own poll already holds the latest value for its subscribers.
    latest: { get: async () => undefined, set: async () => {} },
    isShared: () => false,
    status: () => 'process',
    close: async () => {},
  };
}

function redisState(connection: RedisConnection, replicaCount: number): SharedState {
  const { commands, subscriber } = connection;
  const eventTarget = createRedisEventTarget<PubSubEvent<PollChannels, 'poll'>>({
    // The event target fires and forgets: a publish or subscribe failing while Redis is away
    // must not become an unhandled rejection (the subscriber replays its channels on reconnect).
    publishClient: {
      publish: (channel: string, message: string) =>
        connection.isUp() ? commands.publish(channel, message).catch(() => 0) : Promise.resolve(0),
    } as never,
    subscribeClient: {
      on: (event: string, listener: (channel: string, message: string) => void) =>
        subscriber.on(event, listener),
      subscribe: (channel: string) => subscriber.subscribe(channel).catch(() => 0),
      unsubscribe: (channel: string) => subscriber.unsubscribe(channel).catch(() => 0),
    } as never,
  });
  const latestKey = (pollId: string) => `guest:poll-latest:${pollId}`;
  return {
    mode: 'redis',
    counters: sharedCounters(connection, replicaCount),
    leases: redisLeases(connection),
    pubsub: createPubSub<PollChannels>({ eventTarget }),
    responses: sharedResponses(connection),
    documents: redisDocumentStore(connection),
    latest: {
      async get(pollId) {
        if (!connection.isUp()) return undefined;
        const text = await commands.get(latestKey(pollId)).catch(() => null);
        return text === null ? undefined : JSON.parse(text);
      },
      async set(pollId, value, ttlMs) {
        if (!connection.isUp()) return;
        await commands.set(latestKey(pollId), JSON.stringify(value), 'PX', ttlMs).catch(() => {});
      },
    },
    isShared: connection.isUp,
    status: () => (connection.isUp() ? 'shared' : 'degraded'),
    close: connection.close,
  };
}

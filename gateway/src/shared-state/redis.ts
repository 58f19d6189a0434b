import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The gateway's connections to Redis, where replicas share their state (`REDIS_URL`): one for
 * commands and publishing, one held in subscriber mode for the pub/sub channels (Redis allows
 * nothing else on it). Commands fail at once while Redis is unreachable (no offline queue), so
 * every user of this connection falls back to its per-process state instead of waiting; the
 * subscriber re-subscribes by itself when Redis is back.
 *
 * A Redis that stalls (paused, swapping, a blocking script) keeps its connections open, so it
 * looks reachable: every command therefore gives up after `commandTimeoutMs`, and a heartbeat
 * PING every `heartbeatMs` with the same timeout marks the state degraded while Redis does not
 * answer and shared again once it does, by itself. Meanwhile requests do not even try Redis, and
 * wait at most one timeout before the heartbeat notices.
 */
export type RedisConnection = {
  commands: Redis;
  subscriber: Redis;
  /** True while both connections are ready and Redis answers in time: state is cluster-wide. */
  isUp(): boolean;
  close(): Promise<void>;
};

export type RedisTimings = {
  /** How long any one command may take before its caller falls back to per-process state. */
  commandTimeoutMs: number;
};

export function connectRedis(
  url: string,
  logger: FastifyBaseLogger,
  { commandTimeoutMs }: RedisTimings,
): RedisConnection {
  const options = {
    // Reconnect forever, backing off to one attempt a second: Redis coming back must be noticed.
    retryStrategy: (times: number) => Math.min(times * 100, 1000),
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: commandTimeoutMs,
    lazyConnect: false,
  };
  const commands = new Redis(url, { ...options, enableOfflineQueue: false });
  // The subscriber queues its SUBSCRIBEs until connected and replays them after a reconnect.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  let wasUp = false;
  let closing = false;
  /** The last heartbeat was answered in time (a connected but stalled Redis is not). */
  let answering = true;
  const isUp = () => answering && commands.status === 'ready' && subscriber.status === 'ready';

  // One line when the shared state degrades and one when it recovers, never one per failure.
  const report = () => {
    if (closing) return;
    const up = isUp();
    if (up && !wasUp) logger.info('shared state: Redis reachable, state shared across replicas');
    if (!up && wasUp) {
      logger.warn(
        'shared state: Redis unreachable, degrading to per-process state until it is back',
      );
    }
    wasUp = up;
  };
  for (const client of [commands, subscriber]) {
    client.on('ready', report);
    client.on('close', report);
    // Connection errors are reported by `close` above; without a listener ioredis prints them.
    client.on('error', () => {});
  }

  let beating = false;
  const heartbeat = setInterval(
    () => {
      if (beating || commands.status !== 'ready') return;
      beating = true;
      commands.ping().then(
        () => {
          beating = false;
          answering = true;
          report();
        },
        () => {
          beating = false;
          answering = false;
          report();
        },
      );
    },
    Math.max(100, commandTimeoutMs * 2),
  );
  heartbeat.unref();

  return {
    commands,
    subscriber,
    isUp,
    async close() {
      closing = true;
      clearInterval(heartbeat);
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

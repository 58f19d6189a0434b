import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedPolls } from '../src/graphql/shared-polls.ts';
import { memoryCounters } from '../src/shared-state/counters.ts';
import { createSharedState, type SharedState } from '../src/shared-state/index.ts';
import { startRedisServer, stopRedisServer } from './support/redis.ts';

describe('counters in memory', () => {
  it('count hits in a window that starts with the first hit, then start again', async () => {
    let now = 1_000;
    const counters = memoryCounters(10, () => now);
    expect(await counters.hit('a', 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 40;
    expect(await counters.hit('a', 100)).toEqual({ count: 2, resetInMs: 60 });
    expect(await counters.read('a', 100)).toEqual({ count: 2, resetInMs: 60 });
    now += 60;
    expect(await counters.read('a', 100)).toEqual({ count: 0, resetInMs: 0 });
    expect(await counters.hit('a', 100)).toEqual({ count: 1, resetInMs: 100 });
  });

  it('forget the oldest key beyond their bound', async () => {
    const counters = memoryCounters(2);
    for (const key of ['a', 'b', 'c']) await counters.hit(key, 1000);
    expect((await counters.read('a', 1000)).count).toBe(0);
    expect((await counters.read('c', 1000)).count).toBe(1);
  });
});

// Redis on a socket of its own, so the test can stop and restart it without touching any other.
const redisServerBinary = ['/usr/bin/redis-server'].find((path) => existsSync(path));
if (!redisServerBinary) {
  console.warn('SKIPPED shared state while Redis goes away: no /usr/bin/redis-server installed');
}

describe.skipIf(!redisServerBinary)('shared state while Redis goes away and comes back', () => {
  const directory = mkdtempSync(join(tmpdir(), 'gateway-redis-'));
  const socket = join(directory, 'redis.sock');
  const log: string[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void log.push(line) },
  ) as unknown as FastifyBaseLogger;
  let server: ChildProcess | undefined;
  let state: SharedState;
  let inspector: Redis;

  const startRedis = async () => {
    if (!redisServerBinary) return;
    server = await startRedisServer(redisServerBinary, 0, [
      '--unixsocket',
      socket,
      '--unixsocketperm',
      '700',
    ]);
  };
  const until = async (condition: () => boolean, what: string) => {
    for (let waited = 0; waited < 5000; waited += 20) {
      if (condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  beforeAll(async () => {
    await startRedis();
    state = createSharedState(socket, logger);
    inspector = new Redis(socket, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await until(state.isShared, 'Redis to be reachable');
  });
  afterAll(async () => {
    await state?.close();
    inspector?.disconnect();
    if (server) await stopRedisServer(server);
    rmSync(directory, { recursive: true, force: true });
  });

  it('counts in Redis, per process while it is away, and in Redis again once it is back', async () => {
    await inspector.connect();
    expect((await state.counters.hit('shared', 60_000)).count).toBe(1);
    const keys = await inspector.keys('guest:counter:*');
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('shared');
    expect(await inspector.get(keys[0] as string)).toBe('1');
    inspector.disconnect();

    if (server) await stopRedisServer(server);
    await until(() => !state.isShared(), 'the shared state to degrade');
    // Served from this process's memory: no error, no wait.
    expect((await state.counters.hit('shared', 60_000)).count).toBe(1);
    expect((await state.counters.hit('shared', 60_000)).count).toBe(2);
    expect(log.join('')).toContain('degrading to per-process state');

    await startRedis();
    await until(state.isShared, 'Redis to be reachable again');
    expect(log.join('')).toContain('Redis reachable');
    // A fresh Redis: the shared window starts again there.
    expect((await state.counters.hit('shared', 60_000)).count).toBe(1);
  });

  it('keeps subscriptions polling per process while Redis is away', async () => {
    const shutdown = new AbortController();
    const polls = createSharedPolls({ shutdownSignal: shutdown.signal, state, leaseMs: 300 });
    let status = 'pending';
    const follow = () =>
      polls.follow<string>('order s outage', {
        initialMs: 10,
        maxMs: 10,
        read: async () => status,
        keyOf: (value) => value,
        isFinal: (value) => value === 'ordered',
      });
    const first = follow();
    expect((await first.next()).value).toBe('pending');
    if (server) await stopRedisServer(server);
    await until(() => !state.isShared(), 'the shared state to degrade');
    status = 'ordered';
    expect((await first.next()).value).toBe('ordered');
    expect((await first.next()).done).toBe(true);

    await startRedis();
    await until(state.isShared, 'Redis to be reachable again');
    status = 'pending';
    const second = follow();
    expect((await second.next()).value).toBe('pending');
    // Whether this process holds the lease at the very moment the first value arrives depends on
    // Redis round trips (taking and renewing it); what matters is that it polls again.
    await until(() => polls.polledKeys().includes('order s outage'), 'this process to poll again');
    expect(polls.polledKeys()).toEqual(['order s outage']);
    await second.return?.();
    shutdown.abort();
  });
});

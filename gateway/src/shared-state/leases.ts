import type { RedisConnection } from './redis.ts';

/**
 * Who runs the one upstream poll of a key across the cluster. A holder keeps its lease by renewing
 * it well within `ttlMs`; a holder that dies stops renewing, the lease expires, and a replica
 * still following the key takes it over.
 */
export type LeaseStore = {
  /** True when `holder` now holds the lease (taken, or already its own). */
  acquire(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Extends the holder's lease; false when another replica holds it now. */
  renew(key: string, holder: string, ttlMs: number): Promise<boolean>;
  release(key: string, holder: string): Promise<void>;
};

/**
 * One process: the shared-poll registry already runs one poll per key, so every request for a
 * lease is granted. Also what a replica falls back to while Redis is unreachable.
 */
export const processLeases: LeaseStore = {
  acquire: async () => true,
  renew: async () => true,
  release: async () => {},
};

// Taken when free or already ours; a lease lost to Redis restarting empty is taken back.
const acquireScript = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Leases in Redis, falling back to `processLeases` while Redis is unreachable: each replica then
 * polls for its own subscribers (per-process, as without Redis) until Redis is back, when the
 * first renewal settles who keeps polling.
 */
export function redisLeases(connection: RedisConnection, prefix = 'guest:lease:'): LeaseStore {
  const { commands } = connection;
  const take = async (key: string, holder: string, ttlMs: number) => {
    if (!connection.isUp()) return true;
    try {
      return (await commands.eval(acquireScript, 1, prefix + key, holder, ttlMs)) === 1;
    } catch {
      return true;
    }
  };
  return {
    acquire: take,
    renew: take,
    async release(key, holder) {
      if (!connection.isUp()) return;
      await commands.eval(releaseScript, 1, prefix + key, holder).catch(() => {});
    },
  };
}

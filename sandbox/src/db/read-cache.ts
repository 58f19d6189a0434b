import type SqliteDatabase from 'better-sqlite3';

/**
 * Caches read models until the database changes. SQLite's `total_changes()` counts every row any
 * statement on this connection has written, so a different count means "something was written":
 * the whole cache is dropped. Writers need not know about the cache, and nothing stale survives a
 * write, a reset or a rolled-back transaction.
 */
export interface ReadCache {
  /**
   * The cached value for `key`, loaded on a miss. `isFresh` lets a value expire for reasons other
   * than writes (a read model computed for a time window, e.g. until a door key becomes valid).
   */
  get<T>(key: string, load: () => Promise<T>, isFresh?: (value: T) => boolean): Promise<T>;
}

const maxEntries = 2_000;

export function createReadCache(sqlite: SqliteDatabase.Database): ReadCache {
  const changeCount = sqlite.prepare('select total_changes() as changes').pluck();
  let generation = -1;
  const entries = new Map<string, Promise<unknown>>();

  function currentGeneration(): number {
    const changes = changeCount.get() as number;
    if (changes !== generation || entries.size > maxEntries) {
      entries.clear();
      generation = changes;
    }
    return generation;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>, isFresh?: (value: T) => boolean): Promise<T> {
      const loadedAt = currentGeneration();
      const cached = entries.get(key) as Promise<T> | undefined;
      if (cached) {
        const value = await cached;
        if (!isFresh || isFresh(value)) return value;
      }
      const loading = load();
      entries.set(key, loading);
      try {
        const value = await loading;
        // A write landed while loading: keep the value out of the cache.
        if (currentGeneration() !== loadedAt) entries.delete(key);
        return value;
      } catch (error) {
        entries.delete(key);
        throw error;
      }
    },
  };
}

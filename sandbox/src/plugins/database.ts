import fp from 'fastify-plugin';
import { openDatabase, type SandboxDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createReadCache, type ReadCache } from '../db/read-cache.ts';
import { isSeeded, reseed } from '../seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: SandboxDb;
    /** Read models cached until the next write; see db/read-cache.ts. */
    readCache: ReadCache;
  }
}

export interface DatabasePluginOptions {
  databasePath: string;
}

/** Opens the database, migrates it, seeds it when empty, and closes it with the server. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (fastify, options) => {
    const { db, sqlite } = openDatabase(options.databasePath);
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
    await migrateToLatest(db);
    if (!(await isSeeded(db))) {
      const started = performance.now();
      await reseed(db, fastify.clock.now());
      fastify.log.info({ ms: Math.round(performance.now() - started) }, 'database seeded');
    }
    fastify.decorate('db', db);
    fastify.decorate('readCache', createReadCache(sqlite));
  },
  { name: 'database', dependencies: ['clock'] },
);

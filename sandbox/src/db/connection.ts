import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database } from './types.ts';

export type SandboxDb = Kysely<Database>;

export interface DatabaseConnection {
  db: SandboxDb;
  /** The raw driver, for the few things Kysely does not cover (`total_changes()`, closing). */
  sqlite: SqliteDatabase.Database;
}

export function openDatabase(databasePath: string): DatabaseConnection {
  if (databasePath !== ':memory:') mkdirSync(dirname(databasePath), { recursive: true });
  const sqlite = new SqliteDatabase(databasePath);
  // WAL lets a file database serve reads while a write commits; in memory it is a no-op.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, sqlite };
}

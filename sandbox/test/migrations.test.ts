import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest, migrations } from '../src/db/migrate.ts';

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function databaseFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-migrations-'));
  folders.push(folder);
  return join(folder, 'sandbox.sqlite');
}

async function tableNames(path: string): Promise<string[]> {
  const { db } = openDatabase(path);
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' order by name
  `.execute(db);
  await db.destroy();
  return rows.map((row) => row.name);
}

describe('migrations', () => {
  it('are listed in the order Kysely runs them (by name), so a new one goes last', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.every((name) => /^\d{4}_[a-z_]+$/.test(name))).toBe(true);
  });

  it('keep the released ones first: a new one (0004 on) can only be appended', () => {
    // Databases in the field have run these; anything sorting before the last would be refused.
    const released = ['0001_core_model', '0003_guest_journey'];
    expect(Object.keys(migrations).slice(0, released.length)).toEqual(released);
  });

  it('bring a file database of the first release (0001 only) up to the latest', async () => {
    const path = databaseFile();
    const [firstName, first] = Object.entries(migrations)[0] ?? [];
    if (!firstName || !first) throw new Error('no migrations listed');
    const earlier = openDatabase(path);
    const migrator = new Migrator({
      db: earlier.db,
      provider: { getMigrations: async () => ({ [firstName]: first }) },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await earlier.db.destroy();
    expect(await tableNames(path)).not.toContain('guest_details');

    const current = openDatabase(path);
    await migrateToLatest(current.db);
    const executed = await sql<{ name: string }>`
      select name from kysely_migration order by name
    `.execute(current.db);
    await current.db.destroy();
    expect(executed.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    expect(await tableNames(path)).toContain('guest_details');
  });

  it('leave an up-to-date database as it is when run again', async () => {
    const path = databaseFile();
    for (let run = 0; run < 2; run += 1) {
      const { db } = openDatabase(path);
      await migrateToLatest(db);
      await db.destroy();
    }
    expect(await tableNames(path)).toContain('elevator_requests');
  });
});

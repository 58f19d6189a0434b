import type { Transaction } from 'kysely';
import type { SandboxDb } from '../db/connection.ts';
import { type Database, tablesInDeleteOrder } from '../db/types.ts';
import { addDemo } from './demo.ts';
import { addIncompleteCustomProducts } from './incomplete-products.ts';
import { addPortfolio } from './portfolio.ts';
import { emptyRows, type SeedRows } from './rows.ts';

// SQLite accepts at most 32766 bound parameters per statement; stay well below it.
const maxParametersPerInsert = 30_000;

export function buildSeed(now: Date): SeedRows {
  const rows = emptyRows();
  addPortfolio(rows);
  addIncompleteCustomProducts(rows);
  addDemo(rows, now);
  return rows;
}

export async function isSeeded(db: SandboxDb): Promise<boolean> {
  const row = await db.selectFrom('properties').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Empties every table and writes the seed again, in one transaction: all or nothing. */
export async function reseed(db: SandboxDb, now: Date): Promise<void> {
  const rows = buildSeed(now);
  await db.transaction().execute(async (trx) => {
    for (const table of tablesInDeleteOrder) await trx.deleteFrom(table).execute();
    await insertRows(trx, rows);
  });
}

async function insertRows(trx: Transaction<Database>, rows: SeedRows): Promise<void> {
  for (const table of [...tablesInDeleteOrder].reverse()) {
    const tableRows: object[] = rows[table];
    const first = tableRows[0];
    if (!first) continue;
    const chunkSize = Math.max(1, Math.floor(maxParametersPerInsert / Object.keys(first).length));
    for (let start = 0; start < tableRows.length; start += chunkSize) {
      // The row types are checked where SeedRows is filled; here every table is handled alike.
      await trx
        .insertInto(table)
        .values(tableRows.slice(start, start + chunkSize) as never)
        .execute();
    }
  }
}

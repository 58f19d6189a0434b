import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { SandboxDb } from './connection.ts';
import * as coreModel from './migrations/0001_core_model.ts';
import * as guestJourney from './migrations/0003_guest_journey.ts';
import * as requestKeys from './migrations/0004_request_keys.ts';
import * as contentLanguages from './migrations/0005_content_languages.ts';
import * as transferRequests from './migrations/0006_transfer_requests.ts';
import * as stayRules from './migrations/0007_stay_rules.ts';
import * as stayPayments from './migrations/0008_stay_payments.ts';

// Migrations are listed in code rather than read from the folder, so they run the same from the
// repo root, from sandbox/ and under vitest. Add a new file and one line here.
//
// Kysely runs them in name order and refuses a database whose executed migrations are not a
// prefix of that order ("corrupted migrations"): a new migration must sort after every one that
// was ever released. Number 0002 was never used and must stay unused (a database at 0003 would
// refuse it); the next migration is 0009. Released migrations are never edited.
export const migrations: Record<string, Migration> = {
  '0001_core_model': coreModel,
  '0003_guest_journey': guestJourney,
  '0004_request_keys': requestKeys,
  '0005_content_languages': contentLanguages,
  '0006_transfer_requests': transferRequests,
  '0007_stay_rules': stayRules,
  '0008_stay_payments': stayPayments,
};

const inCodeProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export async function migrateToLatest(db: SandboxDb): Promise<void> {
  const migrator = new Migrator({ db, provider: inCodeProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}

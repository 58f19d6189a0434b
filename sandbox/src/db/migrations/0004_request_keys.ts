import type { Kysely } from 'kysely';

// What a core API keeps beyond the guest's data: answers to idempotent writes (an
// `Idempotency-Key` replays the first answer for 24 hours), access tokens a customer signed out
// of, and the unit category an upgrade order line moves the stay to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('revoked_access_tokens')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('order_items')
    .addColumn('property_unit_category_id', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('property_unit_category_id').execute();
  await db.schema.dropTable('revoked_access_tokens').execute();
  await db.schema.dropTable('idempotent_requests').execute();
}

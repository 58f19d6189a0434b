import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Tables for what the spec's call list lacks but the app needs (online check-in's identity
// verification, elevator calls) and for help articles in more than one language.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_article_translations')
    .addColumn('article_id', 'text', (c) =>
      c.notNull().references('help_articles.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_article_translations_pk', ['article_id', 'language'])
    .execute();

  // What the main guest submits at online check-in beyond the guest row (name, birth date,
  // nationality, e-mail and phone live on reservation_guests).
  await db.schema
    .createTable('guest_details')
    .addColumn('reservation_id', 'text', (c) =>
      c.primaryKey().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('arrival_purpose', 'text', (c) =>
      c.notNull().check(sql`arrival_purpose in ('leisure', 'business', 'other')`),
    )
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('identity_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'declined')`),
    )
    .addColumn('provider_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('identity_verifications_reservation')
    .on('identity_verifications')
    .column('reservation_id')
    .execute();

  await db.schema
    .createTable('elevator_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_key_id', 'text', (c) =>
      c.notNull().references('property_keys.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'elevator_requests',
    'identity_verifications',
    'guest_details',
    'help_article_translations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

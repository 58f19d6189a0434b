import { type Kysely, sql } from 'kysely';

// Paying a stay's open balance from the app: whether a property takes such payments (some want
// the guest at the desk instead), and each payment made, charged to one of the guest's cards.
// Rows of a database made by an earlier version get the seed's values here, since seeding only
// fills an empty database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('accepts_app_payments', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update properties set accepts_app_payments = 0 where key = 'bonn-pop12'`.execute(db);
  await db.schema
    .createTable('stay_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('credit_card_id', 'text', (c) => c.notNull().references('credit_cards.id'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stay_payments').execute();
  await db.schema.alterTable('properties').dropColumn('accepts_app_payments').execute();
}

import type { Kysely } from 'kysely';

// What a transfer request asks for (direction, date, time, flight number or pickup address),
// recorded with the order line it was ordered by. Numbered 0006: 0005 is taken by the content
// languages of another change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transfer_requests')
    .addColumn('order_item_id', 'text', (c) =>
      c.primaryKey().references('order_items.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('flight_number', 'text')
    .addColumn('address', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transfer_requests').execute();
}

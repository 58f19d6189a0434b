import { type Kysely, sql } from 'kysely';

// What the stay's rules need recorded: the reward an order line redeemed and when a reward was
// used (so it is used once), whether a line's price is an estimate ("from"), which products are
// for the arrival (prepared before the guest comes, so sold only until then), and how much notice
// a request product (the airport transfer) needs. Rows of a database made by an earlier version
// get the seed's values here, since seeding only fills an empty database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('customer_reward_id', 'text').execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('is_estimate', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('customer_rewards').addColumn('redeemed_at', 'text').execute();
  await db.schema
    .alterTable('customer_rewards')
    .addColumn('redeemed_order_item_id', 'text')
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('is_for_arrival', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('custom_products').addColumn('notice_minutes', 'integer').execute();
  await sql`update products set is_for_arrival = 1 where type in ('stocked-fridge', 'custom')`.execute(
    db,
  );
  await sql`update custom_products set notice_minutes = 1440 where product_type = 'transfer-service'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('custom_products').dropColumn('notice_minutes').execute();
  await db.schema.alterTable('products').dropColumn('is_for_arrival').execute();
  await db.schema.alterTable('customer_rewards').dropColumn('redeemed_order_item_id').execute();
  await db.schema.alterTable('customer_rewards').dropColumn('redeemed_at').execute();
  await db.schema.alterTable('order_items').dropColumn('is_estimate').execute();
  await db.schema.alterTable('order_items').dropColumn('customer_reward_id').execute();
}

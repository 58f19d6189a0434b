import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// The whole data model of the core API in one versioned step, including tables that later routes
// (orders, authentication, availability, access requests) read and write. Money columns end in
// `_minor` (integer minor units of `currency_code`); instants are ISO 8601 UTC strings; local
// calendar dates of a property are `YYYY-MM-DD` strings read in the property's time zone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('properties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('google_maps_url', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('whatsapp_number', 'text')
    .addColumn('currency_code', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('is_white_label', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pci_proxy_public_key', 'text', (c) => c.notNull())
    .addColumn('entrance', 'text')
    .addColumn('host_display_name', 'text', (c) => c.notNull())
    .addColumn('host_id', 'text', (c) => c.notNull())
    .addColumn('check_in_time', 'text', (c) => c.notNull())
    .addColumn('check_out_time', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('property_access_guides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sequence_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('property_content')
    .addColumn('property_id', 'text', (c) =>
      c.primaryKey().references('properties.id').onDelete('cascade'),
    )
    .addColumn('help_center_id', 'text', (c) => c.notNull())
    .addColumn('help_center_identifier', 'text', (c) => c.notNull())
    .addColumn('guest_area_image_url', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('help_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('group', 'text', (c) =>
      c.notNull().check(sql`"group" in ('access', 'apartment', 'check-out', 'reservation')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sequence_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partner_content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('breakfast', 'gym')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('google_maps_url', 'text', (c) => c.notNull())
    .addColumn('website_url', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('access_type', 'text')
    .addColumn('access_guidelines', 'text')
    .execute();

  await db.schema
    .createTable('unit_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('cms_slug', 'text', (c) => c.notNull())
    .addColumn('emissions_co2e_grams_per_night', 'integer', (c) => c.notNull())
    .addColumn('nightly_rate_minor', 'integer', (c) => c.notNull())
    .addColumn('vat_percent', 'real', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('unit_category_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('unit_categories.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sequence_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('unit_categories.id').onDelete('cascade'),
    )
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('cms_slug', 'text', (c) => c.notNull())
    .addColumn('emissions_co2e_grams_per_night', 'integer', (c) => c.notNull())
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('city', 'text')
    .execute();

  await db.schema
    .createTable('unit_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unit_id', 'text', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sequence_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('property_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('unit_id', 'text', (c) => c.references('units.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('access_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('keypad_button', 'text')
    .addColumn('sequence_number', 'integer', (c) => c.notNull())
    .addColumn('validity', 'text', (c) => c.notNull().check(sql`validity in ('unit', 'building')`))
    .execute();

  await db.schema
    .createTable('wifi_networks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('unit_id', 'text', (c) => c.references('units.id').onDelete('cascade'))
    .addColumn('ssid', 'text', (c) => c.notNull())
    .addColumn('password', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_guidelines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('unit_id', 'text', (c) => c.references('units.id').onDelete('cascade'))
    .addColumn('access_type', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('common_doors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('luggage-room', 'washeteria', 'kitchen', 'garbage-room', 'bicycle-storage-room')`,
        ),
    )
    .addColumn('floor_number', 'integer', (c) => c.notNull())
    .addColumn('sign_text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_groups')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('external_user_id', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('intercom_verification_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_rewards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nights_until_next_tier', 'integer', (c) => c.notNull())
    .addColumn('total_nights_required', 'integer', (c) => c.notNull())
    .addColumn('reservations_until_next_tier', 'integer', (c) => c.notNull())
    .addColumn('content_sub_title', 'text')
    .addColumn('content_description', 'text')
    .addColumn('content_guideline', 'text')
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('price_gross_minor', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('charge_interval', 'text', (c) => c.notNull())
    .addColumn('charge_method', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull().references('product_groups.key'))
    .addColumn('is_orderable', 'integer', (c) => c.notNull())
    .addColumn('customer_reward_id', 'text', (c) =>
      c.references('customer_rewards.id').onDelete('set null'),
    )
    .execute();

  await db.schema
    .createTable('custom_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('dummy', 'informational', 'request', 'third-party')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('guidelines', 'text')
    .addColumn('price_minor', 'integer')
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('is_exact_price', 'integer', (c) => c.notNull())
    .addColumn('product_type', 'text')
    .addColumn('group_key', 'text', (c) => c.notNull().references('product_groups.key'))
    .addColumn('action_url', 'text')
    .addColumn('action_name', 'text')
    .addColumn('dummy_title', 'text')
    .addColumn('dummy_message', 'text')
    .execute();

  await db.schema
    .createTable('voucher_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'text')
    .execute();

  await db.schema
    .createTable('credit_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('number_masked', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('expiration_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('authorization_state', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('charge_outcome', 'text', (c) =>
      c.notNull().check(sql`charge_outcome in ('succeeds', 'fails')`),
    )
    .execute();

  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('confirmation_number', 'text', (c) => c.notNull().unique())
    .addColumn('property_id', 'text', (c) => c.notNull().references('properties.id'))
    .addColumn('unit_id', 'text', (c) => c.notNull().references('units.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('credit_card_id', 'text', (c) =>
      c.references('credit_cards.id').onDelete('set null'),
    )
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('adults_count', 'integer', (c) => c.notNull())
    .addColumn('children_count', 'integer', (c) => c.notNull())
    .addColumn('total_price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('confirmed', 'canceled')`))
    .addColumn('check_in_state', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`check_in_state in ('guest-details-required', 'id-verification-required', 'check-in-completed')`,
        ),
    )
    .addColumn('id_verification_state', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`id_verification_state in ('approved', 'banned', 'declined', 'required', 'not-required')`,
        ),
    )
    .addColumn('checked_in_at', 'text')
    .addColumn('checked_out_at', 'text')
    .addColumn('canceled_at', 'text')
    .addColumn('cancellation_type', 'text', (c) =>
      c.notNull().check(sql`cancellation_type in ('refundable', 'non-refundable', 'ota')`),
    )
    .addColumn('free_cancellation_end_date', 'text')
    .addColumn('is_paid', 'integer', (c) => c.notNull())
    .addColumn('cleaning_allowance', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reservations_customer')
    .on('reservations')
    .column('customer_id')
    .execute();
  await db.schema
    .createIndex('reservations_unit_dates')
    .on('reservations')
    .columns(['unit_id', 'start_date', 'end_date'])
    .execute();

  await db.schema
    .createTable('reservation_guests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('nationality', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('is_primary', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'ordered', 'failed')`),
    )
    .addColumn('error_code', 'text', (c) =>
      c.check(sql`error_code in ('ERROR_ORDER_PAYMENT', 'ERROR_ORDER')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settles_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.references('products.id'))
    .addColumn('custom_product_id', 'text', (c) => c.references('custom_products.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('pending', 'processed', 'confirmed', 'delivered', 'canceled', 'failed')`,
        ),
    )
    .addColumn('consumption_date', 'text', (c) => c.notNull())
    .addColumn('consumption_end_date', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_gross_minor', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_items_reservation')
    .on('order_items')
    .column('reservation_id')
    .execute();

  await db.schema
    .createTable('referral_voucher_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('value', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('customer_statistics')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('nights_stayed', 'integer', (c) => c.notNull())
    .addColumn('properties_visited', 'integer', (c) => c.notNull())
    .addColumn('properties_total', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_key')
    .on('one_time_codes')
    .column('idempotency_key')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_to').on('outbox').columns(['to', 'sent_at']).execute();

  await db.schema
    .createTable('unlock_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_key_id', 'text', (c) =>
      c.notNull().references('property_keys.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('unlocked', 'refused')`))
    .execute();
  await db.schema
    .createIndex('unlock_records_key_time')
    .on('unlock_records')
    .columns(['property_key_id', 'requested_at'])
    .execute();

  await db.schema
    .createTable('timeslot_inventory')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('product_type', 'text', (c) =>
      c.notNull().check(sql`product_type in ('early-check-in', 'late-check-out')`),
    )
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('capacity_per_day', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('timeslot_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('timeslot_id', 'text', (c) =>
      c.notNull().references('timeslot_inventory.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('local_date', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cleaning_schedule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('unit_id', 'text', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('is_complimentary', 'integer', (c) => c.notNull())
    .addColumn('order_item_id', 'text', (c) => c.references('order_items.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'cleaning_schedule',
    'timeslot_bookings',
    'timeslot_inventory',
    'unlock_records',
    'outbox',
    'one_time_codes',
    'customer_statistics',
    'referral_voucher_codes',
    'order_items',
    'orders',
    'reservation_guests',
    'reservations',
    'credit_cards',
    'voucher_codes',
    'custom_products',
    'products',
    'customer_rewards',
    'customers',
    'product_groups',
    'common_doors',
    'access_guidelines',
    'wifi_networks',
    'property_keys',
    'unit_images',
    'units',
    'unit_category_images',
    'unit_categories',
    'partner_content',
    'help_articles',
    'property_content',
    'property_access_guides',
    'properties',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}

import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Content in every language the guest app speaks, one row per translated field of a content
// row: products, custom products, partners, access guides, help articles, unit categories and
// units, named doors, product groups and the property's entrance text. A read overlays the
// requested language on the English row and falls back field by field. Help articles had a
// table of their own (0003); their translations move here, so there is one way to store them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_translations_pk', [
      'subject',
      'language',
      'subject_id',
      'field',
    ])
    .execute();

  for (const field of ['title', 'body', 'description']) {
    await sql`
      insert into content_translations (subject, subject_id, language, field, text)
      select 'helpArticles', article_id, language, ${field}, ${sql.ref(field)}
      from help_article_translations
    `.execute(db);
  }
  await db.schema.dropTable('help_article_translations').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
  await sql`
    insert into help_article_translations (article_id, language, title, body, description)
    select subject_id, language,
      max(case field when 'title' then text end),
      max(case field when 'body' then text end),
      max(case field when 'description' then text end)
    from content_translations where subject = 'helpArticles'
    group by subject_id, language
  `.execute(db);
  await db.schema.dropTable('content_translations').execute();
}

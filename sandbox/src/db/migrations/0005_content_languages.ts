import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Content in every language the guest app speaks. A content row (a product, a partner, a help
// article, a unit category, a named door...) holds its English text; `text_translations` holds
// each English text in the other languages, once however many rows use it (a translation memory:
// forty properties share the same product descriptions). A read overlays the requested language
// field by field and falls back to English. Help articles had a table of their own (0003); their
// translations move here, so there is one way to store them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('text_translations')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('text_translations_pk', ['language', 'source'])
    .execute();

  for (const field of ['title', 'body', 'description']) {
    await sql`
      insert or ignore into text_translations (source, language, text)
      select article.${sql.ref(field)}, translation.language, translation.${sql.ref(field)}
      from help_article_translations translation
      join help_articles article on article.id = translation.article_id
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
    select article.id, title.language, title.text, body.text, description.text
    from help_articles article
    join text_translations title on title.source = article.title
    join text_translations body on body.source = article.body and body.language = title.language
    join text_translations description
      on description.source = article.description and description.language = title.language
  `.execute(db);
  await db.schema.dropTable('text_translations').execute();
}

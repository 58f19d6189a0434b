import type { SandboxDb } from '../db/connection.ts';
import type {
  CustomProductTable,
  HelpArticleTable,
  PartnerContentTable,
  PropertyAccessGuideTable,
  PropertyContentTable,
  PropertyTable,
  UnitCategoryImageTable,
  UnitCategoryTable,
} from '../db/types.ts';
import { notFound } from '../errors.ts';

export async function findProperty(db: SandboxDb, id: string): Promise<PropertyTable | undefined> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The property a `propertyId` query names, or a 404 naming `propertyId`. */
export async function requireProperty(db: SandboxDb, id: string): Promise<PropertyTable> {
  const property = await findProperty(db, id);
  if (!property) throw notFound('PROPERTY_NOT_FOUND', `No property with id '${id}'`, 'propertyId');
  return property;
}

export async function listProperties(
  db: SandboxDb,
  filter: { key?: string | undefined },
): Promise<PropertyTable[]> {
  let query = db.selectFrom('properties').selectAll().orderBy('key');
  if (filter.key !== undefined) query = query.where('key', '=', filter.key);
  return query.execute();
}

export interface PropertyContentRows {
  content: PropertyContentTable;
  articles: HelpArticleTable[];
  accessGuides: PropertyAccessGuideTable[];
}

/** Help content with each article in `language` where translated, else in English. */
export async function findPropertyContent(
  db: SandboxDb,
  propertyId: string,
  language: string,
): Promise<(PropertyContentRows & { translated: boolean }) | undefined> {
  const content = await db
    .selectFrom('propertyContent')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .executeTakeFirst();
  if (!content) return undefined;
  const [articles, accessGuides] = await Promise.all([
    db
      .selectFrom('helpArticles')
      .leftJoin('helpArticleTranslations as translation', (join) =>
        join
          .onRef('translation.articleId', '=', 'helpArticles.id')
          .on('translation.language', '=', language),
      )
      .select(({ fn, ref }) => [
        'helpArticles.id',
        'helpArticles.propertyId',
        'helpArticles.group',
        'helpArticles.sequenceNumber',
        fn.coalesce(ref('translation.title'), ref('helpArticles.title')).as('title'),
        fn.coalesce(ref('translation.body'), ref('helpArticles.body')).as('body'),
        fn
          .coalesce(ref('translation.description'), ref('helpArticles.description'))
          .as('description'),
        'translation.language as translatedTo',
      ])
      .where('helpArticles.propertyId', '=', propertyId)
      .orderBy('helpArticles.sequenceNumber')
      .execute(),
    db
      .selectFrom('propertyAccessGuides')
      .selectAll()
      .where('propertyId', '=', propertyId)
      .orderBy('sequenceNumber')
      .execute(),
  ]);
  const translated = articles.some((article) => article.translatedTo !== null);
  return {
    content,
    articles: articles.map(({ translatedTo: _language, ...article }) => article),
    accessGuides,
    translated,
  };
}

export async function listPartnerContent(
  db: SandboxDb,
  propertyId: string,
): Promise<PartnerContentTable[]> {
  return db.selectFrom('partnerContent').selectAll().where('propertyId', '=', propertyId).execute();
}

export async function listCustomProducts(
  db: SandboxDb,
  propertyId: string,
): Promise<CustomProductTable[]> {
  return db
    .selectFrom('customProducts')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .orderBy('groupKey')
    .orderBy('title')
    .execute();
}

export async function listProductGroups(db: SandboxDb) {
  return db.selectFrom('productGroups').selectAll().execute();
}

export async function findUnitCategory(
  db: SandboxDb,
  id: string,
): Promise<{ category: UnitCategoryTable; images: UnitCategoryImageTable[] } | undefined> {
  const category = await db
    .selectFrom('unitCategories')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!category) return undefined;
  const images = await db
    .selectFrom('unitCategoryImages')
    .selectAll()
    .where('categoryId', '=', id)
    .orderBy('sequenceNumber')
    .execute();
  return { category, images };
}

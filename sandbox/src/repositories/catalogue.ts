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
import { hasLanguage, inLanguage, oneInLanguage } from './translations.ts';

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

/**
 * Help content and access guides in `language` where translated, else in English; `translated`
 * says whether the articles had that language.
 */
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
      .selectAll()
      .where('propertyId', '=', propertyId)
      .orderBy('sequenceNumber')
      .execute(),
    db
      .selectFrom('propertyAccessGuides')
      .selectAll()
      .where('propertyId', '=', propertyId)
      .orderBy('sequenceNumber')
      .execute(),
  ]);
  const [translatedArticles, translatedGuides, translated] = await Promise.all([
    inLanguage(db, 'helpArticles', articles, language),
    inLanguage(db, 'propertyAccessGuides', accessGuides, language),
    hasLanguage(db, 'helpArticles', articles, language),
  ]);
  return { content, articles: translatedArticles, accessGuides: translatedGuides, translated };
}

export async function listPartnerContent(
  db: SandboxDb,
  propertyId: string,
  language: string,
): Promise<PartnerContentTable[]> {
  const partners = await db
    .selectFrom('partnerContent')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .execute();
  return inLanguage(db, 'partnerContent', partners, language);
}

export async function listCustomProducts(
  db: SandboxDb,
  propertyId: string,
  language: string,
): Promise<CustomProductTable[]> {
  const products = await db
    .selectFrom('customProducts')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .orderBy('groupKey')
    .orderBy('title')
    .execute();
  return inLanguage(db, 'customProducts', products, language);
}

export async function listProductGroups(db: SandboxDb, language: string) {
  const groups = await db.selectFrom('productGroups').selectAll().execute();
  return inLanguage(db, 'productGroups', groups, language);
}

export async function findUnitCategory(
  db: SandboxDb,
  id: string,
  language: string,
): Promise<{ category: UnitCategoryTable; images: UnitCategoryImageTable[] } | undefined> {
  const category = await db
    .selectFrom('unitCategories')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!category) return undefined;
  const translated = await oneInLanguage(db, 'unitCategories', category, language);
  const images = await db
    .selectFrom('unitCategoryImages')
    .selectAll()
    .where('categoryId', '=', id)
    .orderBy('sequenceNumber')
    .execute();
  return { category: translated, images };
}

import type { SandboxDb } from '../db/connection.ts';
import type { Database } from '../db/types.ts';
import { fallbackLanguage } from '../domain/language.ts';

/**
 * The text columns of each content table that exist in more than one language. A row holds its
 * English text; `content_translations` holds the others, field by field.
 */
export const translatableFields = {
  properties: ['city', 'entrance'],
  propertyAccessGuides: ['title', 'body'],
  helpArticles: ['title', 'body', 'description'],
  partnerContent: ['description', 'address', 'tags', 'accessGuidelines'],
  unitCategories: ['name', 'description', 'features'],
  units: ['name', 'features', 'addressLine2', 'city'],
  propertyKeys: ['name'],
  productGroups: ['name'],
  products: ['name', 'description'],
  customProducts: [
    'title',
    'description',
    'guidelines',
    'actionName',
    'dummyTitle',
    'dummyMessage',
  ],
} as const satisfies { [Table in keyof Database]?: readonly (keyof Database[Table] & string)[] };

export type TranslatedSubject = keyof typeof translatableFields;
export type TranslatableField<Subject extends TranslatedSubject> =
  (typeof translatableFields)[Subject][number];

/** How a row of each subject is named in `content_translations.subject_id`. */
export function subjectIdOf<Subject extends TranslatedSubject>(
  subject: Subject,
  row: Database[Subject],
): string {
  return subject === 'productGroups'
    ? (row as Database['productGroups']).key
    : (row as { id: string }).id;
}

/**
 * The rows in `language`: each translated field replaces the English one, any field without a
 * translation stays English. One query per call, whatever the number of rows.
 */
export async function inLanguage<Subject extends TranslatedSubject, Row extends Database[Subject]>(
  db: SandboxDb,
  subject: Subject,
  rows: readonly Row[],
  language: string,
): Promise<Row[]> {
  if (language === fallbackLanguage || rows.length === 0) return [...rows];
  const ids = rows.map((row) => subjectIdOf(subject, row));
  const translations = await db
    .selectFrom('contentTranslations')
    .select(['subjectId', 'field', 'text'])
    .where('subject', '=', subject)
    .where('language', '=', language)
    .where('subjectId', 'in', ids)
    .execute();
  if (translations.length === 0) return [...rows];
  const fields: readonly string[] = translatableFields[subject];
  const bySubject = new Map<string, Record<string, string>>();
  for (const { subjectId, field, text } of translations) {
    if (!fields.includes(field)) continue;
    const overlay = bySubject.get(subjectId) ?? {};
    overlay[field] = text;
    bySubject.set(subjectId, overlay);
  }
  return rows.map((row) => {
    const overlay = bySubject.get(subjectIdOf(subject, row));
    return overlay ? { ...row, ...overlay } : row;
  });
}

/** One row in `language` (see `inLanguage`). */
export async function oneInLanguage<
  Subject extends TranslatedSubject,
  Row extends Database[Subject],
>(db: SandboxDb, subject: Subject, row: Row, language: string): Promise<Row> {
  const [translated] = await inLanguage(db, subject, [row], language);
  return translated ?? row;
}

/** Whether any of the rows has a text in `language` (English always has). */
export async function hasLanguage<Subject extends TranslatedSubject>(
  db: SandboxDb,
  subject: Subject,
  rows: readonly Database[Subject][],
  language: string,
): Promise<boolean> {
  if (language === fallbackLanguage) return true;
  if (rows.length === 0) return false;
  const found = await db
    .selectFrom('contentTranslations')
    .select('subjectId')
    .where('subject', '=', subject)
    .where('language', '=', language)
    .where(
      'subjectId',
      'in',
      rows.map((row) => subjectIdOf(subject, row)),
    )
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

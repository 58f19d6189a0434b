import type { SandboxDb } from '../db/connection.ts';
import type { Database } from '../db/types.ts';
import { fallbackLanguage } from '../domain/language.ts';

/**
 * The text columns of each content table that exist in more than one language. A row holds its
 * English text; `text_translations` holds each such text in the other languages.
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

function englishTexts<Subject extends TranslatedSubject>(
  subject: Subject,
  rows: readonly Database[Subject][],
): string[] {
  const fields: readonly string[] = translatableFields[subject];
  const texts = new Set<string>();
  for (const row of rows) {
    for (const field of fields) {
      const value = (row as unknown as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') texts.add(value);
    }
  }
  return [...texts];
}

/** The given English texts in `language`, where translated. */
async function translationsOf(
  db: SandboxDb,
  texts: readonly string[],
  language: string,
): Promise<Map<string, string>> {
  if (texts.length === 0) return new Map();
  const found = await db
    .selectFrom('textTranslations')
    .select(['source', 'text'])
    .where('language', '=', language)
    .where('source', 'in', texts)
    .execute();
  return new Map(found.map(({ source, text }) => [source, text]));
}

/**
 * The rows in `language`: each translatable field whose English text has a translation takes it,
 * any other stays English. One query per call, whatever the number of rows.
 */
export async function inLanguage<Subject extends TranslatedSubject, Row extends Database[Subject]>(
  db: SandboxDb,
  subject: Subject,
  rows: readonly Row[],
  language: string,
): Promise<Row[]> {
  if (language === fallbackLanguage || rows.length === 0) return [...rows];
  const translated = await translationsOf(db, englishTexts(subject, rows), language);
  if (translated.size === 0) return [...rows];
  const fields: readonly string[] = translatableFields[subject];
  return rows.map((row) => {
    const overlay: Record<string, string> = {};
    for (const field of fields) {
      const value = (row as unknown as Record<string, unknown>)[field];
      const text = typeof value === 'string' ? translated.get(value) : undefined;
      if (text !== undefined) overlay[field] = text;
    }
    return Object.keys(overlay).length > 0 ? { ...row, ...overlay } : row;
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

/** Whether any of the rows' texts exists in `language` (English always does). */
export async function hasLanguage<Subject extends TranslatedSubject>(
  db: SandboxDb,
  subject: Subject,
  rows: readonly Database[Subject][],
  language: string,
): Promise<boolean> {
  if (language === fallbackLanguage) return true;
  const texts = englishTexts(subject, rows);
  if (texts.length === 0) return false;
  const found = await db
    .selectFrom('textTranslations')
    .select('source')
    .where('language', '=', language)
    .where('source', 'in', texts)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

import type { Database } from '../db/types.ts';
import type { TranslatableField, TranslatedSubject } from '../repositories/translations.ts';
import type { SeedRows } from './rows.ts';
import { englishTexts, type SeedTexts, translatedTexts } from './texts/index.ts';

type Texts<Subject extends TranslatedSubject> = {
  [Field in TranslatableField<Subject>]: Database[Subject][Field & keyof Database[Subject]];
};

/**
 * The texts of one content row, written by `pick` from each language's seed texts: answers the
 * English ones for the row itself and adds the nine other languages as `content_translations`
 * rows, so every language of the app has the row's content in the database.
 */
export function localise<Subject extends TranslatedSubject, Picked extends Partial<Texts<Subject>>>(
  rows: SeedRows,
  subject: Subject,
  subjectId: string,
  pick: (texts: SeedTexts) => Picked,
): Picked {
  const english = pick(englishTexts);
  for (const [language, texts] of Object.entries(translatedTexts)) {
    for (const [field, text] of Object.entries(pick(texts))) {
      if (typeof text !== 'string') continue;
      rows.contentTranslations.push({ subject, subjectId, language, field, text });
    }
  }
  return english;
}

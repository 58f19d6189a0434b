import type { Database } from '../db/types.ts';
import type { TranslatableField, TranslatedSubject } from '../repositories/translations.ts';
import type { SeedRows } from './rows.ts';
import { englishTexts, type SeedTexts, translatedTexts } from './texts/index.ts';

type Texts<Subject extends TranslatedSubject> = {
  [Field in TranslatableField<Subject>]: Database[Subject][Field & keyof Database[Subject]];
};

/** The translations already written per seed, so each English text is stored once a language. */
const written = new WeakMap<SeedRows, Set<string>>();

/**
 * The texts of one content row, written by `pick` from each language's seed texts: answers the
 * English ones for the row itself and adds each of them in the nine other languages to
 * `text_translations` (once per text, however many rows share it), so every language of the app
 * has the row's content in the database.
 */
export function localise<Subject extends TranslatedSubject, Picked extends Partial<Texts<Subject>>>(
  rows: SeedRows,
  _subject: Subject,
  pick: (texts: SeedTexts) => Picked,
): Picked {
  const english = pick(englishTexts);
  const seen = written.get(rows) ?? new Set<string>();
  written.set(rows, seen);
  for (const [language, texts] of Object.entries(translatedTexts)) {
    for (const [field, text] of Object.entries(pick(texts))) {
      const source = (english as Record<string, unknown>)[field];
      if (typeof text !== 'string' || typeof source !== 'string') continue;
      const key = `${language}:${source}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.textTranslations.push({ source, language, text });
    }
  }
  return english;
}

import { da } from './da.ts';
import { de } from './de.ts';
import { el } from './el.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { et } from './et.ts';
import { fi } from './fi.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { no } from './no.ts';
import type { SeedTexts } from './types.ts';

export type { SeedTexts } from './types.ts';

/** English: the text every content row holds itself. */
export const englishTexts = en;

/**
 * The other nine languages of the guest app, by primary language subtag (as `x-language-code`
 * is matched): the seed writes each as `text_translations` rows.
 */
export const translatedTexts: Readonly<Record<string, SeedTexts>> = {
  da,
  de,
  el,
  es,
  et,
  fi,
  it,
  nl,
  no,
};

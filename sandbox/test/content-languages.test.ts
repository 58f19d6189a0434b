import { describe, expect, it } from 'vitest';
import { stableId } from '../src/domain/ids.ts';
import { translatableFields } from '../src/repositories/translations.ts';
import { buildSeed } from '../src/seed/index.ts';
import { englishTexts, translatedTexts } from '../src/seed/texts/index.ts';
import { client } from './http.ts';
import { fullExpand, testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();
const { get } = client(sandbox);
const berlin = stableId('property', 'berlin-kop92');
const appLanguages = ['da', 'de', 'el', 'es', 'et', 'fi', 'it', 'nl', 'no'];

type Reservation = {
  property: { city: string; entrance: string };
  propertyKeys: { type: string; name: string }[];
  products: { type: string; name: string; description: string; productGroup?: { name: string } }[];
  propertyUnit: { name: string; features: string };
  propertyUnitCategory: { name: string; description: string };
};

async function stay(language?: string): Promise<Reservation> {
  const response = await get(
    `/check-in/demo-stay-berlin?$expand=${fullExpand}`,
    language ? { 'x-language-code': language } : {},
  );
  expect(response.status).toBe(200);
  return response.json().data;
}

describe('content in the guest app’s ten languages', () => {
  it('is stored per language: every translatable text of the seed exists in all nine others', () => {
    const seed = buildSeed(testNow);
    const english = new Set<string>();
    for (const [subject, fields] of Object.entries(translatableFields)) {
      for (const row of seed[subject as keyof typeof translatableFields] as object[]) {
        for (const field of fields) {
          const value = (row as Record<string, unknown>)[field];
          if (typeof value === 'string' && value !== '') english.add(value);
        }
      }
    }
    for (const language of appLanguages) {
      const translated = new Map(
        seed.textTranslations
          .filter((row) => row.language === language)
          .map((row) => [row.source, row.text]),
      );
      // Every text, even one the language writes the same (Studio, Wi-Fi, Berlin).
      const missing = [...english].filter((text) => !translated.has(text));
      expect(missing, language).toEqual([]);
    }
    // Stored once per text and language, however many rows use it.
    expect(seed.textTranslations).toHaveLength(english.size * appLanguages.length);
  });

  it('has no English left in the other languages’ product, door and partner texts', () => {
    const english = new Set<string>([
      ...Object.values(englishTexts.products).flatMap((p) => [p.name, p.description]),
      ...Object.values(englishTexts.namedDoors),
      englishTexts.partners.breakfast.description,
      englishTexts.partners.gym.description,
      englishTexts.partners.gym.accessGuidelines,
      ...Object.values(englishTexts.categories).flatMap((c) => [c.description, ...c.features]),
    ]);
    // Words the languages share with English on purpose.
    const loanwords = new Set(['Upgrade', 'Suite', 'Studio', 'Smart TV', 'Wi-Fi', 'Kitchenette']);
    for (const [language, texts] of Object.entries(translatedTexts)) {
      const theirs = [
        ...Object.values(texts.products).flatMap((p) => [p.name, p.description]),
        ...Object.values(texts.namedDoors),
        texts.partners.breakfast.description,
        texts.partners.gym.description,
        texts.partners.gym.accessGuidelines,
        ...Object.values(texts.categories).flatMap((c) => [c.description, ...c.features]),
      ];
      for (const text of theirs) {
        if (loanwords.has(text)) continue;
        expect(english.has(text), `${language}: "${text}"`).toBe(false);
      }
    }
  });

  it('answers the stay’s products, unit, category, named doors and entrance by x-language-code', async () => {
    const [inEnglish, inGerman, inGreek] = await Promise.all([
      stay(),
      stay('de-DE'),
      stay('el-GR'),
    ]);
    const breakfast = (reservation: Reservation) =>
      reservation.products.find((product) => product.type === 'breakfast');
    expect(breakfast(inEnglish)?.name).toBe('Breakfast');
    expect(breakfast(inGerman)).toMatchObject({
      name: 'Frühstück',
      description: expect.stringContaining('Partnercafé'),
      productGroup: { name: 'In der Nachbarschaft' },
    });
    expect(breakfast(inGreek)?.name).toBe('Πρωινό');
    // The city as the language names it.
    expect([inEnglish, inGerman, inGreek].map((stay) => stay.property.city)).toEqual([
      'Berlin',
      'Berlin',
      'Βερολίνο',
    ]);
    expect(inGerman.property.entrance).not.toBe(inEnglish.property.entrance);
    expect(inGerman.propertyUnitCategory.name).not.toBe(inEnglish.propertyUnitCategory.name);
    expect(inGerman.propertyUnit.features).not.toBe(inEnglish.propertyUnit.features);
    // Doors the property did not name have no name of their own in any language.
    for (const reservation of [inEnglish, inGerman]) {
      const entrance = reservation.propertyKeys.find((key) => key.type === 'entrance');
      expect(entrance?.name).toBe('');
    }
  });

  it('names a door the property named in the guest’s language', async () => {
    // berlin-kop92's garage gate is a name of the property's own.
    const read = async (language: string) =>
      (
        await get('/check-in/demo-stay-berlin?$expand=propertyKeys', {
          'x-language-code': language,
        })
      ).json().data.propertyKeys as { type: string; name: string }[];
    const gate = (keys: { type: string; name: string }[]) =>
      keys.find((key) => key.type === 'parking')?.name;
    expect(gate(await read('en-GB'))).toBe('Garage gate');
    expect(gate(await read('de-DE'))).toBe('Garagentor');
    expect(gate(await read('fi-FI'))).toBe('Hallin portti');
  });

  it('answers partners, custom products, unit categories and guides in the language asked', async () => {
    const partners = await get(`/product-content?propertyId=${berlin}&$expand=breakfast,gym`, {
      'x-language-code': 'de-DE',
    });
    const { breakfast, gym } = partners.json().data;
    // A partner's name is its own; what the app says about it is in the guest's language.
    expect(breakfast.name).toBe('Bäckerei Morgenrot');
    expect(breakfast.description).toContain('Frühstück für einen Gast');
    expect(breakfast.tags).toEqual(['vegetarisch', 'glutenfreie Auswahl']);
    expect(gym.accessGuidelines).toBe(
      'Bitte bringen Sie saubere Hallenschuhe mit; Kurse buchen Sie beim Personal des Studios.',
    );

    const custom = await get(`/custom-products?propertyId=${berlin}&$expand=productGroup`, {
      'x-language-code': 'fi',
    });
    const titles = (custom.json().data as { title: string }[]).map((product) => product.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Lentokenttäkuljetus', 'Kaupunkipyörät', 'Tervetuliaisjuoma']),
    );

    const content = await get(`/property-content?propertyId=${berlin}`, {
      'x-language-code': 'GRE',
    });
    expect(content.json().data).toMatchObject({ language: 'el' });
    expect(content.json().data.accessGuides[0].title).toBe('Πώς θα βρείτε την είσοδο');
  });

  it('falls back to English for a language the seed does not have, per call', async () => {
    const [swedish, english] = await Promise.all([stay('sv-SE'), stay()]);
    expect(swedish).toEqual(english);
    const partners = await get(`/product-content?propertyId=${berlin}&$expand=breakfast`, {
      'x-language-code': 'sv-SE',
    });
    expect(partners.json().data.breakfast.description).toBe(
      englishTexts.partners.breakfast.description,
    );
  });

  it('keeps one cached stay answer per language', async () => {
    // Asked in turn, each language gets its own answer, not the one cached for the other.
    for (let round = 0; round < 2; round += 1) {
      expect((await stay('fi-FI')).products.find((p) => p.type === 'parking')?.name).toBe(
        'Pysäköinti',
      );
      expect((await stay('nl-NL')).products.find((p) => p.type === 'parking')?.name).toBe(
        'Parkeren',
      );
    }
  });
});

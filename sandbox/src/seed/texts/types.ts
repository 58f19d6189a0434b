import type { CityKey } from '../catalogue.ts';

// The seed's texts in one language. Every language the guest app speaks has a module of this
// shape, so a text missing in one of them fails the type check rather than showing English.

export const seededProductTypes = [
  'breakfast',
  'early-check-in',
  'late-check-out',
  'gym',
  'mid-stay-cleaning',
  'parking',
  'reservation-extension-request',
  'sauna-kit',
  'stocked-fridge',
  'unit-category-upgrade',
  'custom',
  'unknown',
] as const;
export type SeededProductType = (typeof seededProductTypes)[number];

export const categorySlugs = ['studio', 'one-bedroom', 'double-room', 'suite', 'dorm-bed'] as const;
export type CategorySlug = (typeof categorySlugs)[number];

export const productGroupKeys = [
  'bob-w-products',
  'local-products',
  'property-related-products',
] as const;
export type ProductGroupKey = (typeof productGroupKeys)[number];

export const helpArticleKeys = [
  'getting-in',
  'door-stuck',
  'wifi',
  'heating',
  'checking-out',
  'luggage',
  'changing-dates',
  'cancelling',
] as const;
export type HelpArticleKey = (typeof helpArticleKeys)[number];

interface Titled {
  title: string;
  description: string;
}

export interface SeedTexts {
  /** The portfolio's cities as this language names them (Munich is München, Μόναχο). */
  cities: Record<CityKey, string>;
  products: Record<SeededProductType, { name: string; description: string }>;
  productGroups: Record<ProductGroupKey, string>;
  categories: Record<CategorySlug, { name: string; description: string; features: string[] }>;
  /** The second address line of an apartment in the building next door. */
  annex: string;
  /** How to find the building's door, by the kind of entrance. */
  entrance: { street: string; courtyard: string };
  accessGuides: {
    arrivalTitle: string;
    /** The entrance text, then where the house number is shown. */
    arrivalBody: (entrance: string, houseNumber: string) => string;
    unitDoorTitle: string;
    unitDoorBody: string;
  };
  helpArticles: Record<HelpArticleKey, Titled & { body: string }>;
  /** Doors a property gave a name of its own (the others are named by their type in the app). */
  namedDoors: { courtyardGate: string; garageGate: string };
  partners: {
    breakfast: { description: string; address: (street: string) => string; tags: string[] };
    gym: {
      description: string;
      address: (street: string) => string;
      tags: string[];
      accessGuidelines: string;
    };
  };
  customProducts: {
    transfer: { title: string; description: (street: string) => string; guidelines: string };
    bikes: Titled & { actionName: string };
    welcomeDrink: Titled & { actionName: string; dummyTitle: string; dummyMessage: string };
    quietHours: Titled;
    /** A partner offer the operator never finished (no booking link): clients drop it. */
    spaDraft: Titled & { actionName: string };
    /** A dummy product the operator never finished (no success message): clients drop it. */
    flowersDraft: Titled & { actionName: string; dummyTitle: string };
  };
}

import type { HelpArticleGroup } from '../db/types.ts';
import type {
  CategorySlug,
  HelpArticleKey,
  ProductGroupKey,
  SeededProductType,
} from './texts/types.ts';

// The operator's portfolio as seed data: 40 properties across the 19 cities of spec §3, keyed
// `city-streetNN`. Everything else the seed builds is derived from this list deterministically.

export interface City {
  name: string;
  timeZone: string;
  currencyCode: string;
  language: string;
  dialCode: string;
  /** The language printed on the building's door signs (Swedish in Stockholm). */
  signLanguage: SignLanguage;
  /** Where guests of this city's properties have breakfast and work out: local places. */
  breakfastPartner: string;
  gymPartner: string;
}

export const cities = {
  amsterdam: {
    name: 'Amsterdam',
    timeZone: 'Europe/Amsterdam',
    currencyCode: 'EUR',
    language: 'nl-NL',
    dialCode: '+3120',
    signLanguage: 'nl',
    breakfastPartner: 'Bakkerij De Ochtend',
    gymPartner: 'Grachtengym',
  },
  athens: {
    name: 'Athens',
    timeZone: 'Europe/Athens',
    currencyCode: 'EUR',
    language: 'el-GR',
    dialCode: '+30210',
    signLanguage: 'el',
    breakfastPartner: 'Kafeneio Agora',
    gymPartner: 'Plaka Fitness Club',
  },
  berlin: {
    name: 'Berlin',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    dialCode: '+4930',
    signLanguage: 'de',
    breakfastPartner: 'Bäckerei Morgenrot',
    gymPartner: 'Kiezkraft Fitness',
  },
  bonn: {
    name: 'Bonn',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    dialCode: '+49228',
    signLanguage: 'de',
    breakfastPartner: 'Café Rheinblick',
    gymPartner: 'Sportwerk Bonn',
  },
  copenhagen: {
    name: 'Copenhagen',
    timeZone: 'Europe/Copenhagen',
    currencyCode: 'DKK',
    language: 'da-DK',
    dialCode: '+4533',
    signLanguage: 'da',
    breakfastPartner: 'Morgenbageriet',
    gymPartner: 'Vesterbro Fitness',
  },
  florence: {
    name: 'Florence',
    timeZone: 'Europe/Rome',
    currencyCode: 'EUR',
    language: 'it-IT',
    dialCode: '+39055',
    signLanguage: 'it',
    breakfastPartner: 'Forno Santo Spirito',
    gymPartner: 'Palestra Arno',
  },
  freising: {
    name: 'Freising',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    dialCode: '+498161',
    signLanguage: 'de',
    breakfastPartner: 'Café am Domberg',
    gymPartner: 'Isar Fitness',
  },
  helsinki: {
    name: 'Helsinki',
    timeZone: 'Europe/Helsinki',
    currencyCode: 'EUR',
    language: 'fi-FI',
    dialCode: '+3589',
    signLanguage: 'fi',
    breakfastPartner: 'Café Aamu',
    gymPartner: 'Kuntokeskus Kamppi',
  },
  london: {
    name: 'London',
    timeZone: 'Europe/London',
    currencyCode: 'GBP',
    language: 'en-GB',
    dialCode: '+4420',
    signLanguage: 'en',
    breakfastPartner: 'The Marylebone Kitchen',
    gymPartner: 'Chiltern Fitness',
  },
  lubeck: {
    name: 'Lubeck',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    dialCode: '+49451',
    signLanguage: 'de',
    breakfastPartner: 'Kaffeehaus an der Trave',
    gymPartner: 'Hanse Fitness',
  },
  madrid: {
    name: 'Madrid',
    timeZone: 'Europe/Madrid',
    currencyCode: 'EUR',
    language: 'es-ES',
    dialCode: '+3491',
    signLanguage: 'es',
    breakfastPartner: 'Cafetería La Mañana',
    gymPartner: 'Gimnasio Centro Sol',
  },
  milan: {
    name: 'Milan',
    timeZone: 'Europe/Rome',
    currencyCode: 'EUR',
    language: 'it-IT',
    dialCode: '+3902',
    signLanguage: 'it',
    breakfastPartner: 'Bar Colazione Brera',
    gymPartner: 'Palestra Navigli',
  },
  munich: {
    name: 'Munich',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    dialCode: '+4989',
    signLanguage: 'de',
    breakfastPartner: 'Bäckerei Isartal',
    gymPartner: 'Fitwerk München',
  },
  oslo: {
    name: 'Oslo',
    timeZone: 'Europe/Oslo',
    currencyCode: 'NOK',
    language: 'no-NO',
    dialCode: '+4722',
    signLanguage: 'no',
    breakfastPartner: 'Frokostkafeen',
    gymPartner: 'Sentrum Trening',
  },
  parnu: {
    name: 'Parnu',
    timeZone: 'Europe/Tallinn',
    currencyCode: 'EUR',
    language: 'et-EE',
    dialCode: '+372444',
    signLanguage: 'et',
    breakfastPartner: 'Rannakohvik',
    gymPartner: 'Pärnu Spordiklubi',
  },
  stockholm: {
    name: 'Stockholm',
    timeZone: 'Europe/Stockholm',
    currencyCode: 'SEK',
    language: 'en-GB',
    dialCode: '+468',
    signLanguage: 'sv',
    breakfastPartner: 'Frukostbaren',
    gymPartner: 'Södermalms Gym',
  },
  tallinn: {
    name: 'Tallinn',
    timeZone: 'Europe/Tallinn',
    currencyCode: 'EUR',
    language: 'et-EE',
    dialCode: '+3726',
    signLanguage: 'et',
    breakfastPartner: 'Kohvik Hommik',
    gymPartner: 'Kalev Fitness',
  },
  tartu: {
    name: 'Tartu',
    timeZone: 'Europe/Tallinn',
    currencyCode: 'EUR',
    language: 'et-EE',
    dialCode: '+3727',
    signLanguage: 'et',
    breakfastPartner: 'Kohvik Emajõgi',
    gymPartner: 'Tartu Jõusaal',
  },
  turku: {
    name: 'Turku',
    timeZone: 'Europe/Helsinki',
    currencyCode: 'EUR',
    language: 'fi-FI',
    dialCode: '+3582',
    signLanguage: 'fi',
    breakfastPartner: 'Kahvila Aura',
    gymPartner: 'Kuntosali Aurajoki',
  },
} as const satisfies Record<string, City>;

export type CityKey = keyof typeof cities;

export interface PropertyEntry {
  key: string;
  city: CityKey;
  street: string;
  /** The street's postcode, written as that country writes it. */
  zipCode: string;
  isWhiteLabel?: boolean;
  /** False where the guest pays an open balance at the property, not in the app. */
  acceptsAppPayments?: boolean;
}

// `london-ch65`, `helsinki-kas40`, `tallinn-lii34` and `berlin-kop92` are named by the contract.
export const propertyCatalogue: readonly PropertyEntry[] = [
  { key: 'london-ch65', city: 'london', street: '65 Chiltern Street', zipCode: 'W1U 7PZ' },
  { key: 'london-war12', city: 'london', street: '12 Wardour Street', zipCode: 'W1F 0TN' },
  { key: 'london-bak88', city: 'london', street: '88 Baker Street', zipCode: 'W1U 6RS' },
  { key: 'helsinki-kas40', city: 'helsinki', street: 'Kasarmikatu 40', zipCode: '00130' },
  { key: 'helsinki-fre16', city: 'helsinki', street: 'Fredrikinkatu 16', zipCode: '00120' },
  { key: 'helsinki-yrj21', city: 'helsinki', street: 'Yrjönkatu 21', zipCode: '00100' },
  { key: 'tallinn-lii34', city: 'tallinn', street: 'Liivalaia 34', zipCode: '10118' },
  { key: 'tallinn-tar14', city: 'tallinn', street: 'Tartu mnt 14', zipCode: '10117' },
  { key: 'tallinn-rot20', city: 'tallinn', street: 'Rotermanni 20', zipCode: '10111' },
  { key: 'berlin-kop92', city: 'berlin', street: 'Köpenicker Straße 92', zipCode: '10179' },
  { key: 'berlin-tor11', city: 'berlin', street: 'Torstraße 11', zipCode: '10119' },
  { key: 'berlin-sch47', city: 'berlin', street: 'Schönhauser Allee 47', zipCode: '10437' },
  { key: 'amsterdam-kei57', city: 'amsterdam', street: 'Keizersgracht 57', zipCode: '1015 CS' },
  { key: 'amsterdam-wib22', city: 'amsterdam', street: 'Wibautstraat 22', zipCode: '1091 GJ' },
  { key: 'athens-erm31', city: 'athens', street: 'Ermou 31', zipCode: '105 63' },
  {
    key: 'athens-pat19',
    city: 'athens',
    street: 'Patission 19',
    zipCode: '106 78',
    isWhiteLabel: true,
  },
  {
    key: 'bonn-pop12',
    city: 'bonn',
    street: 'Poppelsdorfer Allee 12',
    zipCode: '53115',
    isWhiteLabel: true,
    acceptsAppPayments: false,
  },
  { key: 'copenhagen-ves18', city: 'copenhagen', street: 'Vesterbrogade 18', zipCode: '1620' },
  { key: 'copenhagen-nor43', city: 'copenhagen', street: 'Nørrebrogade 43', zipCode: '2200' },
  { key: 'florence-cav25', city: 'florence', street: 'Via Cavour 25', zipCode: '50129' },
  { key: 'florence-ser14', city: 'florence', street: 'Via dei Servi 14', zipCode: '50122' },
  {
    key: 'freising-hau14',
    city: 'freising',
    street: 'Obere Hauptstraße 14',
    zipCode: '85354',
    isWhiteLabel: true,
  },
  { key: 'lubeck-kon33', city: 'lubeck', street: 'Königstraße 33', zipCode: '23552' },
  { key: 'madrid-gra70', city: 'madrid', street: 'Gran Vía 70', zipCode: '28013' },
  { key: 'madrid-alc55', city: 'madrid', street: 'Calle de Alcalá 55', zipCode: '28014' },
  { key: 'milan-tor38', city: 'milan', street: 'Via Torino 38', zipCode: '20123' },
  { key: 'milan-bre10', city: 'milan', street: 'Via Brera 10', zipCode: '20121' },
  { key: 'munich-lin24', city: 'munich', street: 'Lindwurmstraße 24', zipCode: '80337' },
  { key: 'munich-leo61', city: 'munich', street: 'Leopoldstraße 61', zipCode: '80802' },
  { key: 'munich-son15', city: 'munich', street: 'Sonnenstraße 15', zipCode: '80331' },
  { key: 'oslo-kar27', city: 'oslo', street: 'Karl Johans gate 27', zipCode: '0159' },
  { key: 'oslo-tho16', city: 'oslo', street: 'Thorvald Meyers gate 16', zipCode: '0555' },
  { key: 'parnu-ruu19', city: 'parnu', street: 'Rüütli 19', zipCode: '80010', isWhiteLabel: true },
  { key: 'stockholm-dro45', city: 'stockholm', street: 'Drottninggatan 45', zipCode: '111 21' },
  { key: 'stockholm-got23', city: 'stockholm', street: 'Götgatan 23', zipCode: '118 46' },
  { key: 'stockholm-sve72', city: 'stockholm', street: 'Sveavägen 72', zipCode: '113 59' },
  { key: 'tartu-ruu12', city: 'tartu', street: 'Rüütli 12', zipCode: '51007' },
  { key: 'tartu-vab15', city: 'tartu', street: 'Vabaduse puiestee 15', zipCode: '51004' },
  { key: 'turku-yli30', city: 'turku', street: 'Yliopistonkatu 30', zipCode: '20100' },
  { key: 'turku-aur18', city: 'turku', street: 'Aurakatu 18', zipCode: '20100' },
];

/** Nightly rates are quoted in euros and scaled for the Nordic currencies. */
export const currencyRateFromEur: Record<string, number> = {
  EUR: 1,
  GBP: 0.86,
  NOK: 11.5,
  SEK: 11.3,
  DKK: 7.46,
};

export interface CategoryTemplate {
  slug: CategorySlug;
  type: 'apartment' | 'room' | 'suite' | 'dorm' | 'bed';
  unitType: 'apartment' | 'room' | 'suite' | 'dormitory';
  capacity: number;
  nightlyRateEur: number;
  co2eGramsPerNight: number;
}

export const categoryTemplates: readonly CategoryTemplate[] = [
  {
    slug: 'studio',
    type: 'apartment',
    unitType: 'apartment',
    capacity: 2,
    nightlyRateEur: 89,
    co2eGramsPerNight: 5200,
  },
  {
    slug: 'one-bedroom',
    type: 'apartment',
    unitType: 'apartment',
    capacity: 4,
    nightlyRateEur: 139,
    co2eGramsPerNight: 8400,
  },
  {
    slug: 'double-room',
    type: 'room',
    unitType: 'room',
    capacity: 2,
    nightlyRateEur: 74,
    co2eGramsPerNight: 3900,
  },
  {
    slug: 'suite',
    type: 'suite',
    unitType: 'suite',
    capacity: 3,
    nightlyRateEur: 199,
    co2eGramsPerNight: 9800,
  },
  {
    slug: 'dorm-bed',
    type: 'bed',
    unitType: 'dormitory',
    capacity: 1,
    nightlyRateEur: 32,
    co2eGramsPerNight: 1700,
  },
];

export interface ProductTemplate {
  type: SeededProductType;
  priceEur: number;
  chargeInterval: 'daily' | 'hourly' | 'monthly' | 'once' | 'weekly';
  chargeMethod: 'per-time-unit' | 'per-person' | 'per-person-per-time-unit' | 'once';
  groupKey: ProductGroupKey;
  isOrderable: boolean;
}

// One per product type of spec §3; `unknown` is kept non-orderable so clients see it filtered.
export const productTemplates: readonly ProductTemplate[] = [
  {
    type: 'breakfast',
    priceEur: 14.5,
    chargeInterval: 'daily',
    chargeMethod: 'per-person-per-time-unit',
    groupKey: 'local-products',
    isOrderable: true,
  },
  {
    type: 'early-check-in',
    priceEur: 25,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'late-check-out',
    priceEur: 25,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'gym',
    priceEur: 35,
    chargeInterval: 'weekly',
    chargeMethod: 'per-person',
    groupKey: 'local-products',
    isOrderable: true,
  },
  {
    type: 'mid-stay-cleaning',
    priceEur: 39,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'parking',
    priceEur: 22,
    chargeInterval: 'daily',
    chargeMethod: 'per-time-unit',
    groupKey: 'property-related-products',
    isOrderable: true,
  },
  {
    type: 'reservation-extension-request',
    priceEur: 0,
    chargeInterval: 'daily',
    chargeMethod: 'per-time-unit',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'sauna-kit',
    priceEur: 29,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'property-related-products',
    isOrderable: true,
  },
  {
    type: 'stocked-fridge',
    priceEur: 45,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'local-products',
    isOrderable: true,
  },
  {
    type: 'unit-category-upgrade',
    priceEur: 30,
    chargeInterval: 'daily',
    chargeMethod: 'per-time-unit',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'custom',
    priceEur: 35,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'local-products',
    isOrderable: true,
  },
  {
    type: 'unknown',
    priceEur: 10,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'bob-w-products',
    isOrderable: false,
  },
];

/** The help centre's articles, in the order and groups the app lists them. */
export const helpArticleTemplates: readonly { key: HelpArticleKey; group: HelpArticleGroup }[] = [
  { key: 'getting-in', group: 'access' },
  { key: 'door-stuck', group: 'access' },
  { key: 'wifi', group: 'apartment' },
  { key: 'heating', group: 'apartment' },
  { key: 'checking-out', group: 'check-out' },
  { key: 'luggage', group: 'check-out' },
  { key: 'changing-dates', group: 'reservation' },
  { key: 'cancelling', group: 'reservation' },
];

export type SignLanguage =
  | 'da'
  | 'de'
  | 'el'
  | 'en'
  | 'es'
  | 'et'
  | 'fi'
  | 'it'
  | 'nl'
  | 'no'
  | 'sv';
export type CommonDoorKind =
  | 'luggage-room'
  | 'washeteria'
  | 'kitchen'
  | 'garbage-room'
  | 'bicycle-storage-room';

/** What the sign on each shared room's door says, in the language of the building's city. */
export const doorSigns: Record<SignLanguage, Record<CommonDoorKind, string>> = {
  da: {
    'luggage-room': 'BAGAGERUM',
    washeteria: 'VASKERUM',
    kitchen: 'FÆLLESKØKKEN',
    'garbage-room': 'AFFALDSRUM',
    'bicycle-storage-room': 'CYKELKÆLDER',
  },
  de: {
    'luggage-room': 'GEPÄCKRAUM',
    washeteria: 'WASCHKÜCHE',
    kitchen: 'GEMEINSCHAFTSKÜCHE',
    'garbage-room': 'MÜLLRAUM',
    'bicycle-storage-room': 'FAHRRADRAUM',
  },
  el: {
    'luggage-room': 'ΧΩΡΟΣ ΑΠΟΣΚΕΥΩΝ',
    washeteria: 'ΠΛΥΝΤΗΡΙΟ',
    kitchen: 'ΚΟΙΝΟΧΡΗΣΤΗ ΚΟΥΖΙΝΑ',
    'garbage-room': 'ΧΩΡΟΣ ΑΠΟΡΡΙΜΜΑΤΩΝ',
    'bicycle-storage-room': 'ΧΩΡΟΣ ΠΟΔΗΛΑΤΩΝ',
  },
  en: {
    'luggage-room': 'LUGGAGE ROOM',
    washeteria: 'LAUNDRY',
    kitchen: 'SHARED KITCHEN',
    'garbage-room': 'BIN STORE',
    'bicycle-storage-room': 'CYCLE STORE',
  },
  es: {
    'luggage-room': 'CONSIGNA',
    washeteria: 'LAVANDERÍA',
    kitchen: 'COCINA COMÚN',
    'garbage-room': 'CUARTO DE BASURAS',
    'bicycle-storage-room': 'APARCABICIS',
  },
  et: {
    'luggage-room': 'PAGASIRUUM',
    washeteria: 'PESUMAJA',
    kitchen: 'ÜHISKÖÖK',
    'garbage-room': 'PRÜGIRUUM',
    'bicycle-storage-room': 'RATTARUUM',
  },
  fi: {
    'luggage-room': 'MATKATAVARAHUONE',
    washeteria: 'PESULA',
    kitchen: 'YHTEISKEITTIÖ',
    'garbage-room': 'JÄTEHUONE',
    'bicycle-storage-room': 'PYÖRÄVARASTO',
  },
  it: {
    'luggage-room': 'DEPOSITO BAGAGLI',
    washeteria: 'LAVANDERIA',
    kitchen: 'CUCINA COMUNE',
    'garbage-room': 'LOCALE RIFIUTI',
    'bicycle-storage-room': 'DEPOSITO BICI',
  },
  nl: {
    'luggage-room': 'BAGAGERUIMTE',
    washeteria: 'WASRUIMTE',
    kitchen: 'GEDEELDE KEUKEN',
    'garbage-room': 'AFVALRUIMTE',
    'bicycle-storage-room': 'FIETSENSTALLING',
  },
  no: {
    'luggage-room': 'BAGASJEROM',
    washeteria: 'VASKERI',
    kitchen: 'FELLESKJØKKEN',
    'garbage-room': 'AVFALLSROM',
    'bicycle-storage-room': 'SYKKELBOD',
  },
  sv: {
    'luggage-room': 'BAGAGERUM',
    washeteria: 'TVÄTTSTUGA',
    kitchen: 'GEMENSAMT KÖK',
    'garbage-room': 'SOPRUM',
    'bicycle-storage-room': 'CYKELRUM',
  },
};

export const gymAccessTypes = [
  'in-app',
  'access-card',
  'on-demand',
  'in-building',
  'in-building-without-code',
] as const;

// The operator's portfolio as seed data: 40 properties across the 19 cities of spec §3, keyed
// `city-streetNN`. Everything else the seed builds is derived from this list deterministically.

export interface City {
  name: string;
  timeZone: string;
  currencyCode: string;
  language: string;
  zipPrefix: string;
  dialCode: string;
}

export const cities = {
  amsterdam: {
    name: 'Amsterdam',
    timeZone: 'Europe/Amsterdam',
    currencyCode: 'EUR',
    language: 'nl-NL',
    zipPrefix: '1017',
    dialCode: '+3120',
  },
  athens: {
    name: 'Athens',
    timeZone: 'Europe/Athens',
    currencyCode: 'EUR',
    language: 'el-GR',
    zipPrefix: '105',
    dialCode: '+30210',
  },
  berlin: {
    name: 'Berlin',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    zipPrefix: '10',
    dialCode: '+4930',
  },
  bonn: {
    name: 'Bonn',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    zipPrefix: '531',
    dialCode: '+49228',
  },
  copenhagen: {
    name: 'Copenhagen',
    timeZone: 'Europe/Copenhagen',
    currencyCode: 'DKK',
    language: 'da-DK',
    zipPrefix: '16',
    dialCode: '+4533',
  },
  florence: {
    name: 'Florence',
    timeZone: 'Europe/Rome',
    currencyCode: 'EUR',
    language: 'it-IT',
    zipPrefix: '501',
    dialCode: '+39055',
  },
  freising: {
    name: 'Freising',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    zipPrefix: '853',
    dialCode: '+498161',
  },
  helsinki: {
    name: 'Helsinki',
    timeZone: 'Europe/Helsinki',
    currencyCode: 'EUR',
    language: 'fi-FI',
    zipPrefix: '001',
    dialCode: '+3589',
  },
  london: {
    name: 'London',
    timeZone: 'Europe/London',
    currencyCode: 'GBP',
    language: 'en-GB',
    zipPrefix: 'W1U',
    dialCode: '+4420',
  },
  lubeck: {
    name: 'Lubeck',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    zipPrefix: '235',
    dialCode: '+49451',
  },
  madrid: {
    name: 'Madrid',
    timeZone: 'Europe/Madrid',
    currencyCode: 'EUR',
    language: 'es-ES',
    zipPrefix: '280',
    dialCode: '+3491',
  },
  milan: {
    name: 'Milan',
    timeZone: 'Europe/Rome',
    currencyCode: 'EUR',
    language: 'it-IT',
    zipPrefix: '201',
    dialCode: '+3902',
  },
  munich: {
    name: 'Munich',
    timeZone: 'Europe/Berlin',
    currencyCode: 'EUR',
    language: 'de-DE',
    zipPrefix: '80',
    dialCode: '+4989',
  },
  oslo: {
    name: 'Oslo',
    timeZone: 'Europe/Oslo',
    currencyCode: 'NOK',
    language: 'no-NO',
    zipPrefix: '01',
    dialCode: '+4722',
  },
  parnu: {
    name: 'Parnu',
    timeZone: 'Europe/Tallinn',
    currencyCode: 'EUR',
    language: 'et-EE',
    zipPrefix: '800',
    dialCode: '+372444',
  },
  stockholm: {
    name: 'Stockholm',
    timeZone: 'Europe/Stockholm',
    currencyCode: 'SEK',
    language: 'en-GB',
    zipPrefix: '111',
    dialCode: '+468',
  },
  tallinn: {
    name: 'Tallinn',
    timeZone: 'Europe/Tallinn',
    currencyCode: 'EUR',
    language: 'et-EE',
    zipPrefix: '101',
    dialCode: '+3726',
  },
  tartu: {
    name: 'Tartu',
    timeZone: 'Europe/Tallinn',
    currencyCode: 'EUR',
    language: 'et-EE',
    zipPrefix: '510',
    dialCode: '+3727',
  },
  turku: {
    name: 'Turku',
    timeZone: 'Europe/Helsinki',
    currencyCode: 'EUR',
    language: 'fi-FI',
    zipPrefix: '201',
    dialCode: '+3582',
  },
} as const satisfies Record<string, City>;

export type CityKey = keyof typeof cities;

export interface PropertyEntry {
  key: string;
  city: CityKey;
  street: string;
  isWhiteLabel?: boolean;
}

// `london-ch65`, `helsinki-kas40`, `tallinn-lii34` and `berlin-kop92` are named by the contract.
export const propertyCatalogue: readonly PropertyEntry[] = [
  { key: 'london-ch65', city: 'london', street: 'Chiltern Street 65' },
  { key: 'london-war12', city: 'london', street: 'Wardour Street 12' },
  { key: 'london-bak88', city: 'london', street: 'Baker Street 88' },
  { key: 'helsinki-kas40', city: 'helsinki', street: 'Kasarmikatu 40' },
  { key: 'helsinki-fre16', city: 'helsinki', street: 'Fredrikinkatu 16' },
  { key: 'helsinki-yrj21', city: 'helsinki', street: 'Yrjönkatu 21' },
  { key: 'tallinn-lii34', city: 'tallinn', street: 'Liivalaia 34' },
  { key: 'tallinn-tar14', city: 'tallinn', street: 'Tartu mnt 14' },
  { key: 'tallinn-rot20', city: 'tallinn', street: 'Rotermanni 20' },
  { key: 'berlin-kop92', city: 'berlin', street: 'Köpenicker Straße 92' },
  { key: 'berlin-tor11', city: 'berlin', street: 'Torstraße 11' },
  { key: 'berlin-sch47', city: 'berlin', street: 'Schönhauser Allee 47' },
  { key: 'amsterdam-kei57', city: 'amsterdam', street: 'Keizersgracht 57' },
  { key: 'amsterdam-wib22', city: 'amsterdam', street: 'Wibautstraat 22' },
  { key: 'athens-erm31', city: 'athens', street: 'Ermou 31' },
  { key: 'athens-pat19', city: 'athens', street: 'Patission 19', isWhiteLabel: true },
  { key: 'bonn-pop12', city: 'bonn', street: 'Poppelsdorfer Allee 12', isWhiteLabel: true },
  { key: 'copenhagen-ves18', city: 'copenhagen', street: 'Vesterbrogade 18' },
  { key: 'copenhagen-nor43', city: 'copenhagen', street: 'Nørrebrogade 43' },
  { key: 'florence-cav25', city: 'florence', street: 'Via Cavour 25' },
  { key: 'florence-ser14', city: 'florence', street: 'Via dei Servi 14' },
  { key: 'freising-hau14', city: 'freising', street: 'Obere Hauptstraße 14', isWhiteLabel: true },
  { key: 'lubeck-kon33', city: 'lubeck', street: 'Königstraße 33' },
  { key: 'madrid-gra70', city: 'madrid', street: 'Gran Vía 70' },
  { key: 'madrid-alc55', city: 'madrid', street: 'Calle de Alcalá 55' },
  { key: 'milan-tor38', city: 'milan', street: 'Via Torino 38' },
  { key: 'milan-bre10', city: 'milan', street: 'Via Brera 10' },
  { key: 'munich-lin24', city: 'munich', street: 'Lindwurmstraße 24' },
  { key: 'munich-leo61', city: 'munich', street: 'Leopoldstraße 61' },
  { key: 'munich-son15', city: 'munich', street: 'Sonnenstraße 15' },
  { key: 'oslo-kar27', city: 'oslo', street: 'Karl Johans gate 27' },
  { key: 'oslo-tho16', city: 'oslo', street: 'Thorvald Meyers gate 16' },
  { key: 'parnu-ruu19', city: 'parnu', street: 'Rüütli 19', isWhiteLabel: true },
  { key: 'stockholm-dro45', city: 'stockholm', street: 'Drottninggatan 45' },
  { key: 'stockholm-got23', city: 'stockholm', street: 'Götgatan 23' },
  { key: 'stockholm-sve72', city: 'stockholm', street: 'Sveavägen 72' },
  { key: 'tartu-ruu12', city: 'tartu', street: 'Rüütli 12' },
  { key: 'tartu-vab15', city: 'tartu', street: 'Vabaduse puiestee 15' },
  { key: 'turku-yli30', city: 'turku', street: 'Yliopistonkatu 30' },
  { key: 'turku-aur18', city: 'turku', street: 'Aurakatu 18' },
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
  slug: string;
  name: string;
  type: 'apartment' | 'room' | 'suite' | 'dorm' | 'bed';
  unitType: 'apartment' | 'room' | 'suite' | 'dormitory';
  capacity: number;
  description: string;
  features: readonly string[];
  nightlyRateEur: number;
  co2eGramsPerNight: number;
}

export const categoryTemplates: readonly CategoryTemplate[] = [
  {
    slug: 'studio',
    name: 'Studio',
    type: 'apartment',
    unitType: 'apartment',
    capacity: 2,
    description: 'A bright studio with a kitchenette, a double bed and a work desk.',
    features: ['Double bed', 'Kitchenette', 'Work desk', 'Smart TV'],
    nightlyRateEur: 89,
    co2eGramsPerNight: 5200,
  },
  {
    slug: 'one-bedroom',
    name: 'One-bedroom apartment',
    type: 'apartment',
    unitType: 'apartment',
    capacity: 4,
    description: 'A separate bedroom, a living room with a sofa bed and a full kitchen.',
    features: ['Queen bed', 'Sofa bed', 'Full kitchen', 'Washing machine', 'Balcony'],
    nightlyRateEur: 139,
    co2eGramsPerNight: 8400,
  },
  {
    slug: 'double-room',
    name: 'Double room',
    type: 'room',
    unitType: 'room',
    capacity: 2,
    description: 'A compact double room with a rain shower.',
    features: ['Double bed', 'Rain shower', 'Coffee maker'],
    nightlyRateEur: 74,
    co2eGramsPerNight: 3900,
  },
  {
    slug: 'suite',
    name: 'Suite',
    type: 'suite',
    unitType: 'suite',
    capacity: 3,
    description: 'A corner suite with city views, a bathtub and a lounge area.',
    features: ['King bed', 'Bathtub', 'Lounge area', 'City view', 'Nespresso machine'],
    nightlyRateEur: 199,
    co2eGramsPerNight: 9800,
  },
  {
    slug: 'dorm-bed',
    name: 'Bed in a shared dorm',
    type: 'bed',
    unitType: 'dormitory',
    capacity: 1,
    description: 'A bunk with a reading light, a locker and a shared bathroom.',
    features: ['Bunk bed', 'Locker', 'Reading light'],
    nightlyRateEur: 32,
    co2eGramsPerNight: 1700,
  },
];

export const productGroups = [
  { key: 'bob-w-products', name: 'Our services' },
  { key: 'local-products', name: 'Local favourites' },
  { key: 'property-related-products', name: 'In the building' },
] as const;

export interface ProductTemplate {
  type: string;
  name: string;
  description: string;
  priceEur: number;
  chargeInterval: 'daily' | 'hourly' | 'monthly' | 'once' | 'weekly';
  chargeMethod: 'per-time-unit' | 'per-person' | 'per-person-per-time-unit' | 'once';
  groupKey: (typeof productGroups)[number]['key'];
  isOrderable: boolean;
}

// One per product type of spec §3; `unknown` is kept non-orderable so clients see it filtered.
export const productTemplates: readonly ProductTemplate[] = [
  {
    type: 'breakfast',
    name: 'Breakfast',
    description: 'One breakfast per guest per day at a partner café.',
    priceEur: 14.5,
    chargeInterval: 'daily',
    chargeMethod: 'per-person-per-time-unit',
    groupKey: 'local-products',
    isOrderable: true,
  },
  {
    type: 'early-check-in',
    name: 'Early check-in',
    description: 'Move in before the usual check-in time.',
    priceEur: 25,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'late-check-out',
    name: 'Late check-out',
    description: 'Stay in the apartment after the usual check-out time.',
    priceEur: 25,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'gym',
    name: 'Weekly gym pass',
    description: 'A week of access to a partner gym nearby, per guest.',
    priceEur: 35,
    chargeInterval: 'weekly',
    chargeMethod: 'per-person',
    groupKey: 'local-products',
    isOrderable: true,
  },
  {
    type: 'mid-stay-cleaning',
    name: 'Mid-stay cleaning',
    description: 'A full clean with fresh towels and linen, up to one hour.',
    priceEur: 39,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'parking',
    name: 'Parking',
    description: 'A parking space in the building’s garage.',
    priceEur: 22,
    chargeInterval: 'daily',
    chargeMethod: 'per-time-unit',
    groupKey: 'property-related-products',
    isOrderable: true,
  },
  {
    type: 'reservation-extension-request',
    name: 'Stay extension',
    description: 'Stay longer in the same apartment.',
    priceEur: 0,
    chargeInterval: 'daily',
    chargeMethod: 'per-time-unit',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'sauna-kit',
    name: 'Sauna kit',
    description:
      'For 2 people: face masks, water, lemonade, sponges, towels, bathrobes and a pine scent.',
    priceEur: 29,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'property-related-products',
    isOrderable: true,
  },
  {
    type: 'stocked-fridge',
    name: 'Stocked fridge',
    description: 'Groceries waiting in the fridge on arrival.',
    priceEur: 45,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'local-products',
    isOrderable: true,
  },
  {
    type: 'unit-category-upgrade',
    name: 'Upgrade',
    description: 'Move to a larger apartment for your stay.',
    priceEur: 30,
    chargeInterval: 'daily',
    chargeMethod: 'per-time-unit',
    groupKey: 'bob-w-products',
    isOrderable: true,
  },
  {
    type: 'custom',
    name: 'Flowers on arrival',
    description: 'A seasonal bouquet in the apartment.',
    priceEur: 35,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'local-products',
    isOrderable: true,
  },
  {
    type: 'unknown',
    name: 'Legacy service',
    description: 'No longer sold.',
    priceEur: 10,
    chargeInterval: 'once',
    chargeMethod: 'once',
    groupKey: 'bob-w-products',
    isOrderable: false,
  },
];

export const helpArticleTemplates = [
  {
    group: 'access',
    title: 'How do I get in?',
    description: 'Door codes and digital keys',
    body: 'Your door codes appear in the app once your stay is paid and online check-in is complete.',
  },
  {
    group: 'access',
    title: 'The door does not open',
    description: 'What to try first',
    body: 'Press the keypad button after the code and wait for the green light. Still closed? Call us.',
  },
  {
    group: 'apartment',
    title: 'Wi-Fi',
    description: 'Network and password',
    body: 'The network name and password are on the stay page and on the card by the door.',
  },
  {
    group: 'apartment',
    title: 'Heating and air conditioning',
    description: 'Staying comfortable',
    body: 'Use the wall panel by the bed; changes take about ten minutes.',
  },
  {
    group: 'check-out',
    title: 'How do I check out?',
    description: 'On the day of departure',
    body: 'Check out in the app on the day of departure. The apartment stays open 15 minutes afterwards, the building until 23:00.',
  },
  {
    group: 'check-out',
    title: 'Luggage after check-out',
    description: 'Storing bags',
    body: 'Use the luggage room; its code is with your door codes.',
  },
  {
    group: 'reservation',
    title: 'Changing dates',
    description: 'Shorter or longer stays',
    body: 'Change your dates in the app while the stay has not started.',
  },
  {
    group: 'reservation',
    title: 'Cancellation',
    description: 'Free cancellation and charges',
    body: 'Refundable stays cancel for free until the stated date; after that the full price is charged.',
  },
] as const;

export const breakfastPartners = [
  'Café Aamu',
  'The Morning Table',
  'Kohvik Hommik',
  'Bäckerei Sonne',
  'Bar Colazione',
] as const;
export const gymPartners = ['FitHub', 'Urban Gym', 'Core Studio', 'Iron Yard'] as const;
export const gymAccessTypes = [
  'in-app',
  'access-card',
  'on-demand',
  'in-building',
  'in-building-without-code',
] as const;

import type { Flag, PropertyTable } from '../db/types.ts';
import { stableId } from '../domain/ids.ts';
import { toMinor } from '../domain/money.ts';
import { partnerPagePath } from '../domain/sandbox-pages.ts';
import {
  type CategoryTemplate,
  type CityKey,
  type CommonDoorKind,
  categoryTemplates,
  cities,
  currencyRateFromEur,
  doorSigns,
  gymAccessTypes,
  helpArticleTemplates,
  type PropertyEntry,
  productTemplates,
  propertyCatalogue,
} from './catalogue.ts';
import { localise } from './localise.ts';
import type { SeedRows } from './rows.ts';
import { productGroupKeys } from './texts/types.ts';

/**
 * Photos and illustrations are served by the guest web app itself (`web/public/images/seed/`), so
 * they load from whatever origin the app runs on; the app already serves its unit placeholder the
 * same way.
 */
const imageBase = '/images/seed';
const unitsPerCategory = 4;
const commonDoorKinds: readonly CommonDoorKind[] = [
  'luggage-room',
  'washeteria',
  'kitchen',
  'garbage-room',
  'bicycle-storage-room',
];

function flag(value: boolean): Flag {
  return value ? 1 : 0;
}

/** Deterministic 4-digit door code from a name, so resets keep codes stable. */
function doorCode(name: string): string {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return String(1000 + (hash % 9000));
}

function priceIn(currencyCode: string, eur: number): number {
  const rate = currencyRateFromEur[currencyCode] ?? 1;
  // Nordic prices end in whole units, as the operator's price lists do.
  return currencyCode === 'EUR' || currencyCode === 'GBP'
    ? toMinor(Math.round(eur * rate * 2) / 2)
    : toMinor(Math.round(eur * rate));
}

/** The house number in a street address, wherever the country writes it. */
function houseNumberOf(street: string): string {
  return street.match(/\d+\w*/)?.[0] ?? '';
}

function streetNameOf(street: string): string {
  return street.replace(houseNumberOf(street), '').trim();
}

/** The catalogue's key of a seeded property's city (its row holds the English name). */
function cityKeyOf(property: PropertyTable): CityKey {
  const found = (Object.keys(cities) as CityKey[]).find(
    (key) => cities[key].name === property.city,
  );
  if (!found) throw new Error(`No city '${property.city}' in the catalogue`);
  return found;
}

export function addPortfolio(rows: SeedRows): void {
  for (const key of productGroupKeys) {
    rows.productGroups.push({
      key,
      ...localise(rows, 'productGroups', (texts) => ({ name: texts.productGroups[key] })),
    });
  }
  rows.voucherCodes.push(
    { code: 'WELCOME10', discountPercent: 10, validUntil: null },
    { code: 'CITYBREAK20', discountPercent: 20, validUntil: null },
  );
  propertyCatalogue.forEach((entry, index) => {
    addProperty(rows, entry, index);
  });
}

function addProperty(rows: SeedRows, entry: PropertyEntry, index: number): void {
  const city = cities[entry.city];
  const id = stableId('property', entry.key);
  const [streetCode = ''] = entry.key.split('-').slice(1);
  const streetName = streetNameOf(entry.street);
  const entranceKind = index % 2 === 0 ? 'street' : 'courtyard';
  const property: PropertyTable = {
    id,
    key: entry.key,
    // Named after the street, the house number last as in the operator's other cities.
    name: entry.isWhiteLabel
      ? `${streetName} ${houseNumberOf(entry.street)} Residences`
      : `${city.name} ${streetName} ${houseNumberOf(entry.street)}`,
    zipCode: entry.zipCode,
    addressLine1: entry.street,
    addressLine2: null,
    googleMapsUrl: `https://maps.google.com/?q=${encodeURIComponent(`${entry.street}, ${entry.zipCode} ${city.name}`)}`,
    timeZone: city.timeZone,
    phone: `${city.dialCode}${String(5550100 + index)}`,
    whatsappNumber: index % 3 === 2 ? null : `${city.dialCode}${String(5550900 + index)}`,
    currencyCode: city.currencyCode,
    language: city.language,
    isWhiteLabel: flag(entry.isWhiteLabel === true),
    acceptsAppPayments: flag(entry.acceptsAppPayments !== false),
    pciProxyPublicKey: `pk_sandbox_${streetCode}${index}`,
    ...localise(rows, 'properties', (texts) => ({
      city: texts.cities[entry.city],
      entrance: texts.entrance[entranceKind],
    })),
    hostDisplayName: `${city.name} host team`,
    hostId: stableId('host', entry.city),
    checkInTime: '15:00',
    checkOutTime: '11:00',
  };
  rows.properties.push(property);

  rows.propertyContent.push({
    propertyId: id,
    helpCenterId: `hc-${entry.city}`,
    helpCenterIdentifier: `help-${entry.key}`,
    guestAreaImageUrl: `${imageBase}/guest-area.svg`,
  });
  const houseNumber = houseNumberOf(entry.street);
  for (const [position, guide] of (['arrival', 'apartment'] as const).entries()) {
    const guideId = stableId('access-guide', `${entry.key}:${guide}`);
    rows.propertyAccessGuides.push({
      id: guideId,
      propertyId: id,
      ...localise(rows, 'propertyAccessGuides', ({ accessGuides, entrance }) =>
        guide === 'arrival'
          ? {
              title: accessGuides.arrivalTitle,
              body: accessGuides.arrivalBody(entrance[entranceKind], houseNumber),
            }
          : { title: accessGuides.unitDoorTitle, body: accessGuides.unitDoorBody },
      ),
      sequenceNumber: position + 1,
    });
  }
  helpArticleTemplates.forEach((article, position) => {
    const articleId = stableId('help-article', `${entry.key}:${position}`);
    rows.helpArticles.push({
      id: articleId,
      propertyId: id,
      group: article.group,
      ...localise(rows, 'helpArticles', (texts) => {
        const { title, description, body } = texts.helpArticles[article.key];
        return { title, description, body };
      }),
      sequenceNumber: position + 1,
    });
  });
  addPartners(rows, entry, property, index);
  addAccess(rows, property, index);
  addCategoriesAndUnits(rows, property, index);
  addProducts(rows, property, index);
  addTimeslots(rows, property);
}

function addPartners(
  rows: SeedRows,
  entry: PropertyEntry,
  property: PropertyTable,
  index: number,
): void {
  const city = cities[entry.city];
  const accessType = gymAccessTypes[index % gymAccessTypes.length] ?? 'in-app';
  const mapsUrl = (name: string) =>
    `https://maps.google.com/?q=${encodeURIComponent(`${name}, ${city.name}`)}`;
  const breakfastId = stableId('partner', `${property.key}:breakfast`);
  const gymId = stableId('partner', `${property.key}:gym`);
  rows.partnerContent.push(
    {
      id: breakfastId,
      propertyId: property.id,
      kind: 'breakfast',
      name: city.breakfastPartner,
      ...localise(rows, 'partnerContent', ({ partners }) => ({
        description: partners.breakfast.description,
        address: partners.breakfast.address(entry.street),
        tags: JSON.stringify(partners.breakfast.tags),
      })),
      googleMapsUrl: mapsUrl(city.breakfastPartner),
      websiteUrl: `${partnerPagePath}/breakfast/${property.key}`,
      imageUrl: `${imageBase}/partner-breakfast.svg`,
      accessType: null,
      accessGuidelines: null,
    },
    {
      id: gymId,
      propertyId: property.id,
      kind: 'gym',
      name: city.gymPartner,
      ...localise(rows, 'partnerContent', ({ partners }) => ({
        description: partners.gym.description,
        address: partners.gym.address(entry.street),
        tags: JSON.stringify(partners.gym.tags),
        accessGuidelines: partners.gym.accessGuidelines,
      })),
      googleMapsUrl: mapsUrl(city.gymPartner),
      websiteUrl: `${partnerPagePath}/gym/${property.key}`,
      imageUrl: `${imageBase}/partner-gym.svg`,
      accessType,
    },
  );
}

/** A building door; `named` when the property gave it a name of its own (else the app names it by type). */
interface BuildingKey {
  type: string;
  accessType: string;
  named?: 'courtyardGate' | 'garageGate';
  when?: boolean;
}

function addAccess(rows: SeedRows, property: PropertyTable, index: number): void {
  const buildingKeys = (
    [
      { type: 'entrance', accessType: index % 4 === 3 ? 'remote' : 'code' },
      { type: 'elevator', accessType: 'remote', when: index % 2 === 0 },
      { type: 'hallway', accessType: 'code', when: index % 3 === 0 },
      { type: 'luggage-room', accessType: 'code' },
      { type: 'washateria', accessType: 'code', when: index % 2 === 1 },
      { type: 'kitchen', accessType: 'code', when: index % 5 === 0 },
      { type: 'garbage-room', accessType: 'physical' },
      { type: 'bicycle-storage-room', accessType: 'code', when: index % 3 === 1 },
      { type: 'parking', accessType: 'remote', named: 'garageGate', when: index % 4 === 1 },
      { type: 'back-door', accessType: 'unknown', named: 'courtyardGate', when: index % 7 === 0 },
    ] satisfies BuildingKey[]
  ).filter((key) => key.when !== false);
  buildingKeys.forEach((key: BuildingKey, position) => {
    const name = `${property.key}:${key.type}`;
    const keyId = stableId('property-key', name);
    const hasCode = key.accessType === 'code';
    const { named } = key;
    rows.propertyKeys.push({
      id: keyId,
      propertyId: property.id,
      unitId: null,
      type: key.type,
      accessType: key.accessType,
      // An empty name: the door has none of its own, and the app names it by its type.
      ...(named
        ? localise(rows, 'propertyKeys', (texts) => ({ name: texts.namedDoors[named] }))
        : { name: '' }),
      code: hasCode ? doorCode(name) : null,
      keypadButton: hasCode ? (position % 2 === 0 ? '#' : 'key') : null,
      sequenceNumber: position + 1,
      validity: 'building',
    });
  });
  rows.wifiNetworks.push({
    id: stableId('wifi', property.key),
    propertyId: property.id,
    unitId: null,
    ssid: `Guest-${property.key}`,
    password: `stay-${doorCode(`${property.key}:wifi`)}`,
  });
  rows.accessGuidelines.push({
    id: stableId('access-guideline', property.key),
    propertyId: property.id,
    unitId: null,
    accessType: buildingKeys[0]?.accessType ?? 'code',
  });
  const signs = doorSigns[cities[cityKeyOf(property)].signLanguage];
  for (const [position, kind] of commonDoorKinds.entries()) {
    if ((index + position) % 2 === 1) continue;
    rows.commonDoors.push({
      id: stableId('common-door', `${property.key}:${kind}`),
      propertyId: property.id,
      kind,
      floorNumber: kind === 'garbage-room' || kind === 'bicycle-storage-room' ? 0 : -1,
      signText: signs[kind],
    });
  }
}

function categoriesFor(index: number): CategoryTemplate[] {
  // Three categories per property, rotating through the templates so every type is seeded.
  return [0, 1, 2].map((offset) => {
    const template = categoryTemplates[(index + offset) % categoryTemplates.length];
    if (!template) throw new Error('No unit category templates');
    return template;
  });
}

function addCategoriesAndUnits(rows: SeedRows, property: PropertyTable, index: number): void {
  categoriesFor(index).forEach((template, categoryPosition) => {
    const categoryId = stableId('unit-category', `${property.key}:${template.slug}`);
    rows.unitCategories.push({
      id: categoryId,
      propertyId: property.id,
      ...localise(rows, 'unitCategories', (texts) => {
        const { name, description, features } = texts.categories[template.slug];
        return { name, description, features: features.join('\n') };
      }),
      type: template.type,
      capacity: template.capacity,
      cmsSlug: `${property.key}-${template.slug}`,
      emissionsCo2eGramsPerNight: template.co2eGramsPerNight,
      nightlyRateMinor: priceIn(property.currencyCode, template.nightlyRateEur),
      vatPercent: property.currencyCode === 'EUR' ? 10 : 12,
    });
    for (const sequenceNumber of [2, 1]) {
      rows.unitCategoryImages.push({
        id: stableId('category-image', `${categoryId}:${sequenceNumber}`),
        categoryId,
        url: `${imageBase}/${template.slug}-${sequenceNumber}.svg`,
        sequenceNumber,
      });
    }
    for (let position = 0; position < unitsPerCategory; position += 1) {
      const floor = categoryPosition + 1 + Math.floor(position / 2);
      const number = `${floor}${String(categoryPosition * unitsPerCategory + position + 1).padStart(2, '0')}`;
      addUnit(rows, property, categoryId, template, floor, number, index + position);
    }
  });
}

function addUnit(
  rows: SeedRows,
  property: PropertyTable,
  categoryId: string,
  template: CategoryTemplate,
  floor: number,
  number: string,
  variant: number,
): void {
  const unitId = stableId('unit', `${property.key}:${number}`);
  const cityKey = cityKeyOf(property);
  // A few apartments sit in the building next door, with their own street address.
  const annex = template.unitType === 'apartment' && variant % 5 === 4;
  rows.units.push({
    id: unitId,
    propertyId: property.id,
    categoryId,
    floor,
    number,
    ...localise(rows, 'units', (texts) => {
      const category = texts.categories[template.slug];
      return {
        name: `${category.name} ${number}`,
        features: category.features.join('\n'),
        addressLine2: annex ? texts.annex : null,
        city: annex ? texts.cities[cityKey] : null,
      };
    }),
    type: template.unitType,
    cmsSlug: `${property.key}-${template.slug}-${number}`,
    emissionsCo2eGramsPerNight: template.co2eGramsPerNight + (variant % 4) * 150,
    addressLine1: annex ? `${property.addressLine1} A` : null,
    zipCode: annex ? property.zipCode : null,
  });
  for (const sequenceNumber of [1, 2]) {
    rows.unitImages.push({
      id: stableId('unit-image', `${unitId}:${sequenceNumber}`),
      unitId,
      url: `${imageBase}/${template.slug}-${((variant + sequenceNumber) % 3) + 1}.svg`,
      sequenceNumber,
    });
  }
  const remote = variant % 3 === 0;
  const keyName = `${property.key}:unit:${number}`;
  rows.propertyKeys.push({
    id: stableId('property-key', keyName),
    propertyId: property.id,
    unitId,
    type: 'property-unit',
    accessType: remote ? 'remote' : 'code',
    // The guest's own door: the app names it by its type.
    name: '',
    code: remote ? null : doorCode(keyName),
    keypadButton: remote ? null : 'key',
    sequenceNumber: 100,
    validity: 'unit',
  });
  rows.wifiNetworks.push({
    id: stableId('wifi', `${property.key}:${number}`),
    propertyId: property.id,
    unitId,
    ssid: `${property.key}-${number}`,
    password: `room-${doorCode(`${keyName}:wifi`)}`,
  });
  rows.accessGuidelines.push({
    id: stableId('access-guideline', keyName),
    propertyId: property.id,
    unitId,
    accessType: remote ? 'remote' : 'code',
  });
}

function addProducts(rows: SeedRows, property: PropertyTable, index: number): void {
  for (const template of productTemplates) {
    const productId = stableId('product', `${property.key}:${template.type}`);
    rows.products.push({
      id: productId,
      propertyId: property.id,
      type: template.type,
      ...localise(rows, 'products', (texts) => {
        const { name, description } = texts.products[template.type];
        return { name, description };
      }),
      serviceId: stableId('service', template.type),
      priceGrossMinor: priceIn(property.currencyCode, template.priceEur),
      currencyCode: property.currencyCode,
      chargeInterval: template.chargeInterval,
      chargeMethod: template.chargeMethod,
      groupKey: template.groupKey,
      // Parking exists only where the building has a garage gate.
      isOrderable: flag(template.isOrderable && (template.type !== 'parking' || index % 4 === 1)),
      customerRewardId: null,
      // A stocked fridge and flowers wait in the unit when the guest arrives.
      isForArrival: flag(template.type === 'stocked-fridge' || template.type === 'custom'),
    });
  }
  const base = {
    propertyId: property.id,
    currencyCode: property.currencyCode,
    logoUrl: null,
    guidelines: null,
    priceMinor: null,
    isExactPrice: flag(false),
    productType: null,
    actionUrl: null,
    actionName: null,
    dummyTitle: null,
    dummyMessage: null,
    noticeMinutes: null,
  };
  const customId = (name: string) => stableId('custom-product', `${property.key}:${name}`);
  rows.customProducts.push(
    {
      ...base,
      id: customId('transfer'),
      type: 'request',
      ...localise(rows, 'customProducts', ({ customProducts }) => ({
        title: customProducts.transfer.title,
        description: customProducts.transfer.description(property.addressLine1),
        guidelines: customProducts.transfer.guidelines,
      })),
      imageUrl: `${imageBase}/transfer.svg`,
      priceMinor: priceIn(property.currencyCode, 55),
      isExactPrice: flag(false),
      productType: 'transfer-service',
      // The guidelines: 'Order at least 24 hours ahead'.
      noticeMinutes: 24 * 60,
      groupKey: 'local-products',
    },
    {
      ...base,
      id: customId('bike'),
      type: 'third-party',
      ...localise(rows, 'customProducts', ({ customProducts }) => ({
        title: customProducts.bikes.title,
        description: customProducts.bikes.description,
        actionName: customProducts.bikes.actionName,
      })),
      imageUrl: `${imageBase}/bikes.svg`,
      logoUrl: `${imageBase}/bikes-logo.svg`,
      priceMinor: priceIn(property.currencyCode, 15),
      isExactPrice: flag(true),
      actionUrl: `${partnerPagePath}/bikes/${property.key}`,
      groupKey: 'local-products',
    },
    {
      ...base,
      id: customId('welcome'),
      type: 'dummy',
      ...localise(rows, 'customProducts', ({ customProducts }) => ({
        ...customProducts.welcomeDrink,
      })),
      imageUrl: `${imageBase}/welcome-drink.svg`,
      priceMinor: priceIn(property.currencyCode, 6),
      isExactPrice: flag(true),
      groupKey: 'property-related-products',
    },
    {
      ...base,
      id: customId('quiet-hours'),
      type: 'informational',
      ...localise(rows, 'customProducts', ({ customProducts }) => ({
        ...customProducts.quietHours,
      })),
      imageUrl: `${imageBase}/quiet-hours.svg`,
      groupKey: 'property-related-products',
    },
  );
}

function addTimeslots(rows: SeedRows, property: PropertyTable): void {
  const slots = [
    ['early-check-in', ['12:00', '13:00', '14:00']],
    ['late-check-out', ['12:00', '13:00', '14:00']],
  ] as const;
  for (const [productType, times] of slots) {
    for (const time of times) {
      rows.timeslotInventory.push({
        id: stableId('timeslot', `${property.key}:${productType}:${time}`),
        propertyId: property.id,
        productType,
        time,
        capacityPerDay: 2,
      });
    }
  }
}

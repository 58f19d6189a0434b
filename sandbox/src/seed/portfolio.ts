import type { Flag, PropertyTable } from '../db/types.ts';
import { stableId } from '../domain/ids.ts';
import { toMinor } from '../domain/money.ts';
import {
  breakfastPartners,
  type CategoryTemplate,
  categoryTemplates,
  cities,
  currencyRateFromEur,
  gymAccessTypes,
  gymPartners,
  helpArticleTemplates,
  type PropertyEntry,
  productGroups,
  productTemplates,
  propertyCatalogue,
} from './catalogue.ts';
import type { SeedRows } from './rows.ts';

const imageHost = 'https://images.sandbox.guest-app.test';
const unitsPerCategory = 4;
const commonDoorKinds = [
  'luggage-room',
  'washeteria',
  'kitchen',
  'garbage-room',
  'bicycle-storage-room',
] as const;

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

export function addPortfolio(rows: SeedRows): void {
  rows.productGroups.push(...productGroups.map((group) => ({ ...group })));
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
  const property: PropertyTable = {
    id,
    key: entry.key,
    name: entry.isWhiteLabel ? `${entry.street} Residences` : `${city.name} ${entry.street}`,
    city: city.name,
    zipCode: `${city.zipPrefix}${String(10 + index).padStart(2, '0')}`,
    addressLine1: entry.street,
    addressLine2: null,
    googleMapsUrl: `https://maps.google.com/?q=${encodeURIComponent(`${entry.street}, ${city.name}`)}`,
    timeZone: city.timeZone,
    phone: `${city.dialCode}${String(5550100 + index)}`,
    whatsappNumber: index % 3 === 2 ? null : `${city.dialCode}${String(5550900 + index)}`,
    currencyCode: city.currencyCode,
    language: city.language,
    isWhiteLabel: flag(entry.isWhiteLabel === true),
    pciProxyPublicKey: `pk_sandbox_${streetCode}${index}`,
    entrance:
      index % 2 === 0
        ? 'Main door on the street side, keypad on the right.'
        : 'Courtyard gate, then staircase B.',
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
    guestAreaImageUrl: `${imageHost}/properties/${entry.key}/guest-area.jpg`,
  });
  rows.propertyAccessGuides.push(
    {
      id: stableId('access-guide', `${entry.key}:arrival`),
      propertyId: id,
      title: 'Finding the entrance',
      body: `${property.entrance} The building number ${entry.street.split(' ').at(-1)} is above the door.`,
      sequenceNumber: 1,
    },
    {
      id: stableId('access-guide', `${entry.key}:apartment`),
      propertyId: id,
      title: 'Opening your apartment',
      body: 'Enter the code on the keypad and press the key button; the lock turns green.',
      sequenceNumber: 2,
    },
  );
  helpArticleTemplates.forEach((article, position) => {
    rows.helpArticles.push({
      id: stableId('help-article', `${entry.key}:${position}`),
      propertyId: id,
      ...article,
      sequenceNumber: position + 1,
    });
  });
  addPartners(rows, property, index);
  addAccess(rows, property, index);
  addCategoriesAndUnits(rows, property, index);
  addProducts(rows, property, index);
  addTimeslots(rows, property);
}

function addPartners(rows: SeedRows, property: PropertyTable, index: number): void {
  const breakfast = breakfastPartners[index % breakfastPartners.length] ?? 'Café';
  const gym = gymPartners[index % gymPartners.length] ?? 'Gym';
  const accessType = gymAccessTypes[index % gymAccessTypes.length] ?? 'in-app';
  const near = `${property.addressLine1}, ${property.city}`;
  rows.partnerContent.push(
    {
      id: stableId('partner', `${property.key}:breakfast`),
      propertyId: property.id,
      kind: 'breakfast',
      name: breakfast,
      description:
        'Breakfast for one guest per day: coffee or tea, juice and a plate of your choice.',
      address: `Next door to ${near}`,
      googleMapsUrl: `https://maps.google.com/?q=${encodeURIComponent(`${breakfast} ${property.city}`)}`,
      websiteUrl: `https://partners.sandbox.guest-app.test/breakfast/${property.key}`,
      imageUrl: `${imageHost}/partners/breakfast-${index % breakfastPartners.length}.jpg`,
      tags: JSON.stringify(['vegetarian', 'gluten-free options']),
      accessType: null,
      accessGuidelines: null,
    },
    {
      id: stableId('partner', `${property.key}:gym`),
      propertyId: property.id,
      kind: 'gym',
      name: gym,
      description: 'A full gym with free weights, cardio machines and showers.',
      address: `Five minutes’ walk from ${near}`,
      googleMapsUrl: `https://maps.google.com/?q=${encodeURIComponent(`${gym} ${property.city}`)}`,
      websiteUrl: `https://partners.sandbox.guest-app.test/gym/${property.key}`,
      imageUrl: `${imageHost}/partners/gym-${index % gymPartners.length}.jpg`,
      tags: JSON.stringify(['open 6-23', 'towels included']),
      accessType,
      accessGuidelines: 'Show the gym pass in the app at the front desk.',
    },
  );
}

function addAccess(rows: SeedRows, property: PropertyTable, index: number): void {
  const buildingKeys = [
    { type: 'entrance', accessType: index % 4 === 3 ? 'remote' : 'code', name: 'Main entrance' },
    { type: 'elevator', accessType: 'remote', name: 'Elevator', when: index % 2 === 0 },
    { type: 'hallway', accessType: 'code', name: 'Hallway door', when: index % 3 === 0 },
    { type: 'luggage-room', accessType: 'code', name: 'Luggage room' },
    { type: 'washateria', accessType: 'code', name: 'Laundry room', when: index % 2 === 1 },
    { type: 'kitchen', accessType: 'code', name: 'Shared kitchen', when: index % 5 === 0 },
    { type: 'garbage-room', accessType: 'physical', name: 'Garbage room' },
    {
      type: 'bicycle-storage-room',
      accessType: 'code',
      name: 'Bicycle storage',
      when: index % 3 === 1,
    },
    { type: 'parking', accessType: 'remote', name: 'Garage gate', when: index % 4 === 1 },
    { type: 'back-door', accessType: 'unknown', name: 'Back door', when: index % 7 === 0 },
  ].filter((key) => key.when !== false);
  buildingKeys.forEach((key, position) => {
    const name = `${property.key}:${key.type}`;
    const hasCode = key.accessType === 'code';
    rows.propertyKeys.push({
      id: stableId('property-key', name),
      propertyId: property.id,
      unitId: null,
      type: key.type,
      accessType: key.accessType,
      name: key.name,
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
  for (const [position, kind] of commonDoorKinds.entries()) {
    if ((index + position) % 2 === 1) continue;
    rows.commonDoors.push({
      id: stableId('common-door', `${property.key}:${kind}`),
      propertyId: property.id,
      kind,
      floorNumber: kind === 'garbage-room' || kind === 'bicycle-storage-room' ? 0 : -1,
      signText: kind.replaceAll('-', ' ').toUpperCase(),
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
      name: template.name,
      type: template.type,
      capacity: template.capacity,
      description: template.description,
      features: template.features.join('\n'),
      cmsSlug: `${property.key}-${template.slug}`,
      emissionsCo2eGramsPerNight: template.co2eGramsPerNight,
      nightlyRateMinor: priceIn(property.currencyCode, template.nightlyRateEur),
      vatPercent: property.currencyCode === 'EUR' ? 10 : 12,
    });
    for (const sequenceNumber of [2, 1]) {
      rows.unitCategoryImages.push({
        id: stableId('category-image', `${categoryId}:${sequenceNumber}`),
        categoryId,
        url: `${imageHost}/categories/${template.slug}-${sequenceNumber}.jpg`,
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
  // A few apartments sit in the building next door, with their own street address.
  const annex = template.unitType === 'apartment' && variant % 5 === 4;
  rows.units.push({
    id: unitId,
    propertyId: property.id,
    categoryId,
    floor,
    number,
    name: `${template.name} ${number}`,
    features: template.features.join('\n'),
    type: template.unitType,
    cmsSlug: `${property.key}-${template.slug}-${number}`,
    emissionsCo2eGramsPerNight: template.co2eGramsPerNight + (variant % 4) * 150,
    addressLine1: annex ? `${property.addressLine1} A` : null,
    addressLine2: annex ? 'Annex building, door on the left' : null,
    zipCode: annex ? property.zipCode : null,
    city: annex ? property.city : null,
  });
  for (const sequenceNumber of [1, 2]) {
    rows.unitImages.push({
      id: stableId('unit-image', `${unitId}:${sequenceNumber}`),
      unitId,
      url: `${imageHost}/units/${template.slug}-${(variant % 3) + 1}-${sequenceNumber}.jpg`,
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
    name: `${template.name} ${number}`,
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
    rows.products.push({
      id: stableId('product', `${property.key}:${template.type}`),
      propertyId: property.id,
      type: template.type,
      name: template.name,
      description: template.description,
      serviceId: stableId('service', template.type),
      priceGrossMinor: priceIn(property.currencyCode, template.priceEur),
      currencyCode: property.currencyCode,
      chargeInterval: template.chargeInterval,
      chargeMethod: template.chargeMethod,
      groupKey: template.groupKey,
      // Parking exists only where the building has a garage gate.
      isOrderable: flag(template.isOrderable && (template.type !== 'parking' || index % 4 === 1)),
      customerRewardId: null,
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
  };
  rows.customProducts.push(
    {
      ...base,
      id: stableId('custom-product', `${property.key}:transfer`),
      type: 'request',
      title: 'Airport transfer',
      description: `A private car between the airport and ${property.addressLine1}.`,
      imageUrl: `${imageHost}/custom/transfer.jpg`,
      guidelines: 'Order at least 24 hours ahead; the driver waits 30 minutes.',
      priceMinor: priceIn(property.currencyCode, 55),
      isExactPrice: flag(false),
      productType: 'transfer-service',
      groupKey: 'local-products',
    },
    {
      ...base,
      id: stableId('custom-product', `${property.key}:bike`),
      type: 'third-party',
      title: 'City bikes',
      description: 'Rent a bike from our partner around the corner.',
      imageUrl: `${imageHost}/custom/bikes.jpg`,
      logoUrl: `${imageHost}/custom/bikes-logo.png`,
      priceMinor: priceIn(property.currencyCode, 15),
      isExactPrice: flag(true),
      actionUrl: `https://bikes.sandbox.guest-app.test/${property.key}`,
      actionName: 'Book a bike',
      groupKey: 'local-products',
    },
    {
      ...base,
      id: stableId('custom-product', `${property.key}:welcome`),
      type: 'dummy',
      title: 'Welcome drink',
      description: 'A glass of something local at the bar downstairs.',
      imageUrl: `${imageHost}/custom/welcome-drink.jpg`,
      priceMinor: priceIn(property.currencyCode, 6),
      isExactPrice: flag(true),
      actionName: 'Get my drink',
      dummyTitle: 'Cheers!',
      dummyMessage: 'Show this screen at the bar.',
      groupKey: 'property-related-products',
    },
    {
      ...base,
      id: stableId('custom-product', `${property.key}:quiet-hours`),
      type: 'informational',
      title: 'Quiet hours',
      description: 'Please keep it down between 22:00 and 07:00.',
      imageUrl: `${imageHost}/custom/quiet.jpg`,
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

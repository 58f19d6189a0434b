import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { isRewardRedeemable } from '../src/domain/product-rules.ts';
import { cities, productTemplates } from '../src/seed/catalogue.ts';
import { buildSeed, reseed } from '../src/seed/index.ts';
import { testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();
const seed = buildSeed(testNow);

const specCities = [
  'Amsterdam',
  'Athens',
  'Berlin',
  'Bonn',
  'Copenhagen',
  'Florence',
  'Freising',
  'Helsinki',
  'London',
  'Lubeck',
  'Madrid',
  'Milan',
  'Munich',
  'Oslo',
  'Parnu',
  'Stockholm',
  'Tallinn',
  'Tartu',
  'Turku',
];

describe('seed', () => {
  it('has about 40 properties covering the 19 cities of the spec, keyed city-streetNN', async () => {
    const properties = await sandbox().db.selectFrom('properties').selectAll().execute();
    expect(properties).toHaveLength(40);
    expect(new Set(properties.map((property) => property.city))).toEqual(new Set(specCities));
    for (const property of properties) {
      expect(property.key).toMatch(new RegExp(`^${property.city.toLowerCase()}-[a-z]+\\d+$`));
    }
    const keys = properties.map((property) => property.key);
    expect(keys).toEqual(
      expect.arrayContaining(['london-ch65', 'helsinki-kas40', 'tallinn-lii34', 'berlin-kop92']),
    );
  });

  it('gives each property its city’s currency and time zone', async () => {
    const properties = await sandbox()
      .db.selectFrom('properties')
      .select(['city', 'currencyCode', 'timeZone'])
      .execute();
    const expected: Record<string, [string, string]> = {
      London: ['GBP', 'Europe/London'],
      Oslo: ['NOK', 'Europe/Oslo'],
      Stockholm: ['SEK', 'Europe/Stockholm'],
      Copenhagen: ['DKK', 'Europe/Copenhagen'],
      Helsinki: ['EUR', 'Europe/Helsinki'],
      Tallinn: ['EUR', 'Europe/Tallinn'],
      Berlin: ['EUR', 'Europe/Berlin'],
      Florence: ['EUR', 'Europe/Rome'],
    };
    for (const property of properties) {
      const [currency, timeZone] = expected[property.city] ?? ['EUR', property.timeZone];
      expect([property.city, property.currencyCode, property.timeZone]).toEqual([
        property.city,
        currency,
        timeZone,
      ]);
    }
  });

  it('writes each postcode as its country does', () => {
    const formats: Record<string, RegExp> = {
      London: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
      Amsterdam: /^\d{4} [A-Z]{2}$/,
      Athens: /^1\d{2} \d{2}$/,
      Stockholm: /^1\d{2} \d{2}$/,
      Copenhagen: /^\d{4}$/,
      Oslo: /^0\d{3}$/,
      Helsinki: /^00\d{3}$/,
      Turku: /^20\d{3}$/,
      Berlin: /^1\d{4}$/,
      Munich: /^8\d{4}$/,
    };
    for (const property of seed.properties) {
      expect(property.zipCode, property.key).toMatch(formats[property.city] ?? /^\d{5}$/);
    }
  });

  it('gives each city partners of its own: no café of one city serves another', () => {
    const cityOf = new Map(seed.properties.map((property) => [property.id, property.city]));
    const citiesOfPartner = new Map<string, Set<string>>();
    for (const partner of seed.partnerContent) {
      const seen = citiesOfPartner.get(partner.name) ?? new Set();
      seen.add(cityOf.get(partner.propertyId) ?? '');
      citiesOfPartner.set(partner.name, seen);
    }
    for (const [name, seenIn] of citiesOfPartner) expect([...seenIn], name).toHaveLength(1);
    const london = seed.properties.find((property) => property.key === 'london-ch65');
    const breakfast = seed.partnerContent.find(
      (partner) => partner.propertyId === london?.id && partner.kind === 'breakfast',
    );
    expect(breakfast?.name).toBe(cities.london.breakfastPartner);
    // Door signs are in the city's language.
    const berlin = seed.properties.find((property) => property.key === 'berlin-kop92');
    const signs = seed.commonDoors.filter((door) => door.propertyId === berlin?.id);
    expect(signs.map((door) => door.signText)).toContain('MÜLLRAUM');
  });

  it('has white-label properties, several category types, key types and access types', () => {
    expect(
      seed.properties.filter((property) => property.isWhiteLabel === 1).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      new Set(seed.unitCategories.map((category) => category.type)).size,
    ).toBeGreaterThanOrEqual(4);
    expect(new Set(seed.propertyKeys.map((key) => key.type)).size).toBe(11);
    expect(new Set(seed.propertyKeys.map((key) => key.accessType))).toEqual(
      new Set(['code', 'remote', 'physical', 'unknown']),
    );
    expect(seed.units.every((unit) => unit.floor >= 1 && unit.emissionsCo2eGramsPerNight > 0)).toBe(
      true,
    );
    expect(seed.units.some((unit) => unit.addressLine1 !== null)).toBe(true);
  });

  it('offers every product type at every property, priced in the property currency', () => {
    for (const property of seed.properties) {
      const products = seed.products.filter((product) => product.propertyId === property.id);
      expect(products.map((product) => product.type).sort()).toEqual(
        productTemplates.map((t) => t.type).sort(),
      );
      expect(products.every((product) => product.currencyCode === property.currencyCode)).toBe(
        true,
      );
    }
    expect(new Set(seed.products.map((product) => product.chargeMethod)).size).toBe(4);
  });

  it('has content: help articles in four groups, partners, custom products of every kind', () => {
    expect(new Set(seed.helpArticles.map((article) => article.group))).toEqual(
      new Set(['access', 'apartment', 'check-out', 'reservation']),
    );
    expect(new Set(seed.partnerContent.map((partner) => partner.kind))).toEqual(
      new Set(['breakfast', 'gym']),
    );
    expect(new Set(seed.customProducts.map((product) => product.type))).toEqual(
      new Set(['dummy', 'informational', 'request', 'third-party']),
    );
    expect(seed.customProducts.some((product) => product.productType === 'transfer-service')).toBe(
      true,
    );
    expect(seed.wifiNetworks.length).toBeGreaterThan(40);
    expect(seed.commonDoors.length).toBeGreaterThan(40);
  });

  it('has demo stays in every state, a documented Virtanen stay, and rewards kept and dropped', () => {
    const states = new Set(seed.reservations.map((reservation) => reservation.checkInState));
    expect(states).toEqual(
      new Set(['guest-details-required', 'id-verification-required', 'check-in-completed']),
    );
    expect(new Set(seed.reservations.map((reservation) => reservation.status))).toEqual(
      new Set(['confirmed', 'canceled']),
    );
    expect(new Set(seed.reservations.map((reservation) => reservation.cancellationType)).size).toBe(
      3,
    );
    const demo = seed.reservations.find(
      (reservation) => reservation.confirmationNumber === 'BK-100001',
    );
    expect(demo).toMatchObject({
      slug: 'demo-stay-helsinki',
      startDate: '2026-06-15',
      endDate: '2026-06-18',
    });
    const rewardTypes = new Set(seed.customerRewards.map((reward) => reward.type));
    for (const kept of [
      'loyalty-voucher',
      'check-in-early',
      'check-out-late',
      'gym',
      'exclusive-offers-access',
      'obvlo-access',
      'property-unit-category-upgrade',
    ]) {
      expect(rewardTypes).toContain(kept);
    }
    expect(rewardTypes.size).toBeGreaterThan(7);
    expect(seed.customers.some((customer) => customer.userId === null)).toBe(true);
    // A reward applies to its products through its type (domain/product-rules.ts), not a link.
    expect(seed.products.every((product) => product.customerRewardId === null)).toBe(true);
    const earlyCheckInReward = seed.customerRewards.find(
      (reward) => reward.type === 'check-in-early' && reward.reservationsUntilNextTier <= 1,
    );
    expect(earlyCheckInReward && isRewardRedeemable(earlyCheckInReward)).toBe(true);
  });

  it('books services that use inventory: a weekday cleaning and a late check-out slot', () => {
    const [cleaning] = seed.cleaningSchedule;
    expect(seed.cleaningSchedule).toHaveLength(1);
    const weekday = new Date(cleaning?.startDate ?? '').getUTCDay();
    expect(weekday).toBeGreaterThanOrEqual(1);
    expect(weekday).toBeLessThanOrEqual(5);
    expect(seed.timeslotBookings).toHaveLength(1);
  });

  it('is deterministic: the same ids on every build', () => {
    const again = buildSeed(testNow);
    expect(again.reservations.map((reservation) => reservation.id)).toEqual(
      seed.reservations.map((reservation) => reservation.id),
    );
    expect(again.propertyKeys.map((key) => key.code)).toEqual(
      seed.propertyKeys.map((key) => key.code),
    );
  });

  it('seeds a fresh database in well under 3 seconds', async () => {
    const { db } = openDatabase(':memory:');
    const started = performance.now();
    await migrateToLatest(db);
    await reseed(db, testNow);
    expect(performance.now() - started).toBeLessThan(3_000);
    await db.destroy();
  });
});

import { describe, expect, it } from 'vitest';
import { isWithinCleaningHours } from '../src/derive/cleaning.ts';
import type {
  CategoryAvailability,
  DailyAvailability,
  Reservation,
  UnitCategory,
} from '../src/graphql/schema-types.generated.ts';
import { stayAvailabilityCalls } from './support/core-api-calls.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

const availabilityQuery = `query AvailabilityQuery($slug: String!) {
  reservation(slug: $slug) {
    cleaningAvailability {
      productId price { amountMinor currencyCode } cleaningAllowance scheduledCount remainingComplimentaryCount
      timeslots { startDate endDate isAvailable }
    }
    breakfast: dailyAvailability(product: BREAKFAST) {
      productId chargeMethod guestCount price { amountMinor }
      days { date isAvailable pricePerGuest { amountMinor currencyCode } totalPrice { amountMinor } }
    }
    upgradeOptions {
      productId unitCategoryId name features isReward nightsCount
      pricePerNight { amountMinor currencyCode } images { url sequenceNumber isPlaceholder }
    }
    earlyCheckInAvailability { productId date price { amountMinor } timeslots { timeslotId time startDate remaining } }
    lateCheckOutAvailability { productId date timeslots { time } }
    extensionOptions { kind nights maxNights endDate isAvailable totalPrice { amountMinor currencyCode } }
    unitAvailability { type date timeslot { startDate endDate } }
  }
}`;

/** The query aliases `dailyAvailability(product: BREAKFAST)` as `breakfast`. */
type AvailabilityResult = {
  reservation: (Reservation & { breakfast: DailyAvailability | null }) | null;
};

describe('product, unit and category availability against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  it('exposes every product availability of a stay, one upstream call per product', async () => {
    const booked = await sandbox().createReservation({ startInDays: 1, nights: 3, adults: 2 });
    const { body } = await graphql<AvailabilityResult>(gateway(), {
      query: availabilityQuery,
      variables: { slug: booked.slug },
    });
    expect(body.errors).toBeUndefined();
    const reservation = body.data?.reservation;
    expect(reservation?.cleaningAvailability).toMatchObject({
      price: { currencyCode: 'EUR' },
      scheduledCount: 0,
    });
    const cleaning = reservation?.cleaningAvailability;
    expect(cleaning?.remainingComplimentaryCount).toBe(cleaning?.cleaningAllowance);
    for (const slot of cleaning?.timeslots ?? []) {
      expect(isWithinCleaningHours(slot, 'Europe/Berlin')).toBe(true);
    }
    expect(reservation?.breakfast).toMatchObject({
      chargeMethod: 'PER_PERSON_PER_TIME_UNIT',
      guestCount: 2,
    });
    expect(reservation?.breakfast?.days).toHaveLength(3);
    expect(reservation?.upgradeOptions.length).toBeGreaterThan(0);
    expect(reservation?.upgradeOptions[0]).toMatchObject({
      isReward: false,
      pricePerNight: { currencyCode: 'EUR' },
      features: expect.any(Array),
    });
    expect(reservation?.earlyCheckInAvailability?.timeslots[0]).toMatchObject({
      time: expect.stringMatching(/^\d\d:\d\d$/),
      remaining: expect.any(Number),
    });
    expect(reservation?.extensionOptions.map((option: { kind: string }) => option.kind)).toEqual([
      'ONE_NIGHT',
      'TWO_NIGHTS',
      'MORE_THAN_TWO_NIGHTS',
    ]);
    const dateTypes = new Set(
      reservation?.unitAvailability.map((date: { type: string }) => date.type),
    );
    expect(dateTypes).toEqual(new Set(['START_DATE', 'END_DATE']));
    expect(sandbox().calls.sort()).toEqual(
      [`GET /check-in/${booked.slug}`, ...stayAvailabilityCalls].sort(),
    );
  });

  it('offers nothing for a cancelled stay and asks the core API nothing about it', async () => {
    const booked = await sandbox().createReservation({ status: 'canceled', startInDays: 5 });
    const { body } = await graphql<AvailabilityResult>(gateway(), {
      query: availabilityQuery,
      variables: { slug: booked.slug },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.reservation).toMatchObject({
      cleaningAvailability: null,
      breakfast: null,
      upgradeOptions: [],
      earlyCheckInAvailability: null,
      extensionOptions: [],
      unitAvailability: [],
    });
    expect(sandbox().calls).toEqual([`GET /check-in/${booked.slug}`]);
  });

  const quoteQuery = `query Quote($input: CategoryAvailabilityInput!) {
    categoryAvailability(input: $input) {
      isAvailable isInvoicePayable startDate endDate pciProxyPublicKey
      rates { rateId name totalPrice { amountMinor currencyCode } nightsTotal pricePerNight { amountMinor }
        discountPricePerNight { amountMinor } vatAmount { amountMinor } isPrivate }
      category { id unitCategoryId name property { key } }
      property { key name }
    }
  }`;

  async function categoryOfDemoStay(): Promise<string> {
    const { body } = await graphql<{ reservation: { unitCategory: { id: string } } }>(gateway(), {
      query: '{ reservation(slug: "demo-stay-helsinki") { unitCategory { id } } }',
    });
    const globalId = body.data?.reservation.unitCategory.id as string;
    const unit = await graphql<{ node: { unitCategoryId: string } }>(gateway(), {
      query: `query ($id: ID!) { node(id: $id) { ... on UnitCategory { unitCategoryId } } }`,
      variables: { id: globalId },
    });
    return unit.body.data?.node.unitCategoryId as string;
  }

  /** Quotes two adults for two nights, twenty days ahead, with this voucher. */
  function quoteWithVoucher(unitCategoryId: string, voucherCode: string) {
    return graphql<{ categoryAvailability: CategoryAvailability }>(gateway(), {
      query: quoteQuery,
      variables: {
        input: {
          unitCategoryId,
          startDate: futureDate(20),
          endDate: futureDate(22),
          adultCount: 2,
          voucherCode,
        },
      },
    });
  }

  it('quotes a unit category with a voucher: private discounted rates, category and property from one call', async () => {
    const unitCategoryId = await categoryOfDemoStay();
    sandbox().calls.length = 0;
    const { body } = await quoteWithVoucher(unitCategoryId, 'WELCOME10');
    expect(body.errors).toBeUndefined();
    const quote = body.data?.categoryAvailability;
    expect(quote).toMatchObject({
      isAvailable: true,
      isInvoicePayable: false,
      category: { unitCategoryId, property: { key: 'helsinki-kas40' } },
      property: { key: 'helsinki-kas40' },
    });
    expect(quote?.rates.length).toBeGreaterThan(0);
    for (const rate of quote?.rates ?? []) {
      expect(rate).toMatchObject({
        isPrivate: true,
        nightsTotal: 2,
        totalPrice: { currencyCode: 'EUR' },
      });
      expect(rate.discountPricePerNight?.amountMinor).toBeLessThan(rate.pricePerNight.amountMinor);
    }
    expect(sandbox().calls).toEqual(['GET /property-unit-category-availability']);
  });

  it('fails an unknown voucher code with the field to point at', async () => {
    const unitCategoryId = await categoryOfDemoStay();
    const { body } = await quoteWithVoucher(unitCategoryId, 'NOPE');
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.voucherCode',
    });
    expect(body.errors?.[0]?.message).not.toContain('NOPE');
  });

  it('reads a unit category by its core API id with images ordered and a placeholder fallback', async () => {
    const unitCategoryId = await categoryOfDemoStay();
    sandbox().calls.length = 0;
    const { body } = await graphql<{ unitCategory: UnitCategory; missing: null }>(gateway(), {
      query: `query ($id: String!) {
        unitCategory(unitCategoryId: $id) { unitCategoryId name type images { sequenceNumber isPlaceholder } }
        missing: unitCategory(unitCategoryId: "no-such-category") { name }
      }`,
      variables: { id: unitCategoryId },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.missing).toBeNull();
    const sequence = body.data?.unitCategory.images.map((image) => image.sequenceNumber) ?? [];
    expect(sequence.length).toBeGreaterThan(0);
    expect(sequence).toEqual(sequence.toSorted((a, b) => a - b));
    expect(sandbox().calls).toHaveLength(2);
  });
});

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('isWithinCleaningHours', () => {
  // 2026-11-23 is a Monday; Berlin is UTC+1 in November.
  const slot = (start: string, end: string) => ({ startDate: start, endDate: end });

  it('accepts weekday slots of up to an hour between 9:00 and 17:00 local', () => {
    expect(
      isWithinCleaningHours(slot('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z'), 'Europe/Berlin'),
    ).toBe(true);
    expect(
      isWithinCleaningHours(slot('2026-11-23T15:00:00Z', '2026-11-23T16:00:00Z'), 'Europe/Berlin'),
    ).toBe(true);
  });

  it('refuses weekends, early or late slots, and slots longer than an hour', () => {
    const refused = {
      'on a Saturday': slot('2026-11-21T09:00:00Z', '2026-11-21T10:00:00Z'),
      'before 9:00': slot('2026-11-23T07:00:00Z', '2026-11-23T08:00:00Z'),
      'past 17:00': slot('2026-11-23T15:30:00Z', '2026-11-23T16:30:00Z'),
      'two hours long': slot('2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z'),
      'of no length': slot('2026-11-23T10:00:00Z', '2026-11-23T10:00:00Z'),
    };
    for (const [why, refusedSlot] of Object.entries(refused)) {
      expect(isWithinCleaningHours(refusedSlot, 'Europe/Berlin'), why).toBe(false);
    }
  });

  it('judges the hours in the property’s time zone', () => {
    // 08:30 UTC is 08:30 in London (too early) but 09:30 in Berlin.
    const halfPastEight = slot('2026-11-23T08:30:00Z', '2026-11-23T09:30:00Z');
    expect(isWithinCleaningHours(halfPastEight, 'Europe/London')).toBe(false);
    expect(isWithinCleaningHours(halfPastEight, 'Europe/Berlin')).toBe(true);
  });
});

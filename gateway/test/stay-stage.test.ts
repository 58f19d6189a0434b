import { describe, expect, it } from 'vitest';
import { accessAfterCheckOutOf, isOpenForOrders, stayStageOf } from '../src/derive/stay/stage.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

describe('the stay stage, by calendar day in the property time zone', () => {
  const stay = {
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    status: 'confirmed',
    checkOutDate: null,
    timeZone: 'Europe/Helsinki',
  };
  // Helsinki is UTC+2 in December: 22:00 UTC is already the next local day.
  const at = (instant: string) => ({ ...stay, now: new Date(instant) });

  it('walks a confirmed stay from upcoming to ended', () => {
    expect(stayStageOf(at('2026-11-30T21:59:00Z'))).toBe('UPCOMING');
    expect(stayStageOf(at('2026-11-30T22:00:00Z'))).toBe('ARRIVAL_DAY');
    expect(stayStageOf(at('2026-12-01T22:00:00Z'))).toBe('IN_HOUSE');
    expect(stayStageOf(at('2026-12-02T22:00:00Z'))).toBe('DEPARTURE_DAY');
    expect(stayStageOf(at('2026-12-03T22:00:00Z'))).toBe('ENDED');
  });

  it('keeps a checked-out stay checked out until its departure day is over', () => {
    const checkedOut = { ...at('2026-12-03T12:00:00Z'), checkOutDate: '2026-12-03T08:00:00Z' };
    expect(stayStageOf(checkedOut)).toBe('CHECKED_OUT');
    expect(stayStageOf({ ...checkedOut, now: new Date('2026-12-03T22:00:00Z') })).toBe('ENDED');
  });

  it('calls a cancelled stay cancelled whatever the date', () => {
    expect(stayStageOf({ ...at('2026-11-20T10:00:00Z'), status: 'canceled' })).toBe('CANCELLED');
    expect(stayStageOf({ ...at('2026-12-02T10:00:00Z'), status: 'cancelled' })).toBe('CANCELLED');
  });

  it('sells extras until check-out or the end of the departure day, never after', () => {
    expect(isOpenForOrders('UPCOMING')).toBe(true);
    expect(isOpenForOrders('DEPARTURE_DAY')).toBe(true);
    expect(isOpenForOrders('CHECKED_OUT')).toBe(false);
    expect(isOpenForOrders('ENDED')).toBe(false);
    expect(isOpenForOrders('CANCELLED')).toBe(false);
  });

  it('keeps the unit open 15 minutes and the building until 23:00 local after check-out', () => {
    expect(accessAfterCheckOutOf('2026-12-03T08:40:00Z', 'Europe/Helsinki')).toEqual({
      unitUntil: '2026-12-03T08:55:00.000Z',
      buildingUntil: '2026-12-03T21:00:00.000Z',
    });
    // London in summer is UTC+1: 23:00 local is 22:00 UTC.
    expect(accessAfterCheckOutOf('2026-07-10T09:00:00Z', 'Europe/London')?.buildingUntil).toBe(
      '2026-07-10T22:00:00.000Z',
    );
    expect(accessAfterCheckOutOf(null, 'Europe/Helsinki')).toBeNull();
  });

  it('never closes the building before the unit for a check-out after 23:00', () => {
    expect(accessAfterCheckOutOf('2026-12-03T21:30:00Z', 'UTC')).toEqual({
      unitUntil: '2026-12-03T21:45:00.000Z',
      buildingUntil: '2026-12-03T23:00:00.000Z',
    });
    expect(accessAfterCheckOutOf('2026-12-03T23:10:00Z', 'UTC')?.buildingUntil).toBe(
      '2026-12-03T23:25:00.000Z',
    );
  });
});

type StageResult = {
  stage: string;
  isOpenForOrders: boolean;
  accessAfterCheckOut: { unitUntil: string; buildingUntil: string } | null;
  offeredProducts: { type: string }[];
};

const stageQuery = `query Stage($slug: String!) {
  reservation(slug: $slug) {
    stage isOpenForOrders accessAfterCheckOut { unitUntil buildingUntil } offeredProducts { type }
  }
}`;
const checkOut = `mutation CheckOut($slug: String!) {
  checkOut(slug: $slug) { ok reservation { stage isOpenForOrders checkOutDate
    accessAfterCheckOut { unitUntil buildingUntil } offeredProducts { type } } }
}`;

describe('the stay stage through the gateway', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function stageOf(slug: string): Promise<StageResult> {
    const { body } = await graphql<{ reservation: StageResult }>(gateway(), {
      query: stageQuery,
      variables: { slug },
    });
    expect(body.errors).toBeUndefined();
    if (!body.data?.reservation) throw new Error('no reservation');
    return body.data.reservation;
  }

  it.each([
    [{ startInDays: 5, nights: 2 }, 'UPCOMING', true],
    [{ startInDays: 0, nights: 2 }, 'ARRIVAL_DAY', true],
    [{ startInDays: -1, nights: 3 }, 'IN_HOUSE', true],
    [{ startInDays: -2, nights: 2 }, 'DEPARTURE_DAY', true],
    [{ startInDays: -4, nights: 2 }, 'ENDED', false],
    [{ startInDays: 5, nights: 2, status: 'canceled' }, 'CANCELLED', false],
  ])('answers %o as %s', async (fields, stage, open) => {
    const booked = await sandbox().createReservation({ propertyKey: 'helsinki-kas40', ...fields });
    const result = await stageOf(booked.slug);
    expect(result).toMatchObject({ stage, isOpenForOrders: open, accessAfterCheckOut: null });
    if (!open) expect(result.offeredProducts).toEqual([]);
  });

  it('closes the shop at check-out and says how long the doors stay open', async () => {
    const booked = await sandbox().createReservation({ startInDays: -2, nights: 2 });
    expect((await stageOf(booked.slug)).offeredProducts.length).toBeGreaterThan(0);
    const { body } = await graphql<{
      checkOut: { ok: boolean; reservation: StageResult & { checkOutDate: string } };
    }>(gateway(), { query: checkOut, variables: { slug: booked.slug } });
    const after = body.data?.checkOut.reservation;
    expect(body.data?.checkOut.ok).toBe(true);
    expect(after).toMatchObject({ stage: 'CHECKED_OUT', isOpenForOrders: false });
    expect(after?.offeredProducts).toEqual([]);
    const checkedOutAt = Date.parse(after?.checkOutDate ?? '');
    expect(Date.parse(after?.accessAfterCheckOut?.unitUntil ?? '')).toBe(
      checkedOutAt + 15 * 60_000,
    );
    expect(Date.parse(after?.accessAfterCheckOut?.buildingUntil ?? '')).toBeGreaterThan(
      checkedOutAt,
    );
  });
});

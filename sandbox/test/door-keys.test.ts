import { describe, expect, it } from 'vitest';
import { keyAccess, noBoughtTimes, type StayForKeys } from '../src/domain/door-keys.ts';

const helsinki = { timeZone: 'Europe/Helsinki', checkInTime: '15:00', checkOutTime: '11:00' };
// Arrival 2026-06-15 15:00 local = 12:00Z; departure 2026-06-17 11:00 local = 08:00Z.
const stay: StayForKeys = {
  status: 'confirmed',
  isPaid: true,
  checkInState: 'check-in-completed',
  startDate: '2026-06-15',
  endDate: '2026-06-17',
  checkedOutAt: null,
  boughtTimes: noBoughtTimes,
};
const at = (iso: string) => new Date(iso);

describe('door-key validity', () => {
  it('is valid from arrival to the check-out time for the unit, 23:00 for the building', () => {
    const unit = keyAccess('unit', stay, helsinki, at('2026-06-16T10:00:00Z'));
    expect(unit).toMatchObject({ kind: 'valid' });
    expect(unit.validFrom.toISOString()).toBe('2026-06-15T12:00:00.000Z');
    expect(unit.validTo.toISOString()).toBe('2026-06-17T08:00:00.000Z');
    const building = keyAccess('building', stay, helsinki, at('2026-06-16T10:00:00Z'));
    expect(building.validTo.toISOString()).toBe('2026-06-17T20:00:00.000Z');
  });

  it('opens at a bought early check-in and stays open to a bought late check-out', () => {
    const bought = { ...stay, boughtTimes: { arrival: '12:00', departure: '14:00' } };
    const early = keyAccess('unit', bought, helsinki, at('2026-06-15T09:30:00Z'));
    expect(early).toMatchObject({ kind: 'valid' });
    expect(early.validFrom.toISOString()).toBe('2026-06-15T09:00:00.000Z');
    expect(early.validTo.toISOString()).toBe('2026-06-17T11:00:00.000Z');
    expect(keyAccess('unit', bought, helsinki, at('2026-06-17T10:59:00Z'))).toMatchObject({
      kind: 'valid',
    });
    // The building door keeps its 23:00 of departure day.
    const building = keyAccess('building', bought, helsinki, at('2026-06-15T09:30:00Z'));
    expect(building).toMatchObject({ kind: 'valid' });
    expect(building.validTo.toISOString()).toBe('2026-06-17T20:00:00.000Z');
  });

  it('answers not-available-yet with availableAt before arrival', () => {
    const access = keyAccess('unit', stay, helsinki, at('2026-06-15T11:59:00Z'));
    expect(access).toMatchObject({ kind: 'error', errorCode: 'not-available-yet' });
    expect(access.kind === 'error' && access.availableAt?.toISOString()).toBe(
      '2026-06-15T12:00:00.000Z',
    );
  });

  it('answers not-paid before payment, whatever the clock says inside the stay', () => {
    const unpaid = { ...stay, isPaid: false };
    expect(keyAccess('unit', unpaid, helsinki, at('2026-06-15T11:00:00Z'))).toMatchObject({
      errorCode: 'not-paid',
    });
    expect(keyAccess('unit', unpaid, helsinki, at('2026-06-16T11:00:00Z'))).toMatchObject({
      errorCode: 'not-paid',
    });
  });

  it('withholds codes until online check-in is completed', () => {
    const pending = { ...stay, checkInState: 'id-verification-required' as const };
    expect(keyAccess('unit', pending, helsinki, at('2026-06-16T10:00:00Z'))).toMatchObject({
      errorCode: 'not-available',
      availableAt: null,
    });
  });

  it('answers not-available after the stay and for cancelled stays', () => {
    expect(keyAccess('unit', stay, helsinki, at('2026-06-17T08:00:00Z'))).toMatchObject({
      errorCode: 'not-available',
    });
    expect(keyAccess('building', stay, helsinki, at('2026-06-17T19:59:00Z'))).toMatchObject({
      kind: 'valid',
    });
    const canceled = { ...stay, status: 'canceled' as const };
    expect(keyAccess('unit', canceled, helsinki, at('2026-06-16T10:00:00Z'))).toMatchObject({
      errorCode: 'not-available',
    });
  });

  it('after check-out keeps the unit 15 minutes and the building until 23:00 that day', () => {
    const checkedOut = { ...stay, checkedOutAt: '2026-06-16T07:00:00.000Z' };
    const unit = keyAccess('unit', checkedOut, helsinki, at('2026-06-16T07:14:00Z'));
    expect(unit).toMatchObject({ kind: 'valid' });
    expect(unit.validTo.toISOString()).toBe('2026-06-16T07:15:00.000Z');
    expect(keyAccess('unit', checkedOut, helsinki, at('2026-06-16T07:15:00Z'))).toMatchObject({
      errorCode: 'not-available',
    });
    const building = keyAccess('building', checkedOut, helsinki, at('2026-06-16T19:00:00Z'));
    expect(building).toMatchObject({ kind: 'valid' });
    expect(building.validTo.toISOString()).toBe('2026-06-16T20:00:00.000Z');
  });

  it('after a check-out past 23:00 keeps the building open as long as the unit', () => {
    // 23:10 in Helsinki (UTC+3 in June).
    const late = { ...stay, checkedOutAt: '2026-06-16T20:10:00.000Z' };
    const building = keyAccess('building', late, helsinki, at('2026-06-16T20:20:00Z'));
    expect(building).toMatchObject({ kind: 'valid' });
    expect(building.validTo.toISOString()).toBe('2026-06-16T20:25:00.000Z');
  });
});

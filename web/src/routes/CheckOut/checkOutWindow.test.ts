import { describe, expect, it } from 'vitest';
import { accessAfterCheckOut } from './checkOutWindow.ts';

describe('access after check-out', () => {
  it('keeps the apartment 15 minutes and the building until 23:00 local', () => {
    expect(accessAfterCheckOut('2026-11-24T08:50:00Z', 'Europe/Helsinki')).toEqual({
      apartmentUntil: '2026-11-24T09:05:00.000Z',
      buildingUntil: '2026-11-24T21:00:00.000Z',
    });
  });

  it('takes 23:00 of the local day, not the UTC day', () => {
    // 00:30 on 25 Nov in Helsinki is still 24 Nov in UTC.
    expect(accessAfterCheckOut('2026-11-24T22:30:00Z', 'Europe/Helsinki').buildingUntil).toBe(
      '2026-11-25T21:00:00.000Z',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { stayUnitKindOf } from '../src/derive/unit-kind.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

describe('the kind of unit texts name (derive)', () => {
  const stay = (unitType: string | null, categoryType: string | null) => ({
    propertyUnit: unitType === null ? null : { id: 'u', type: unitType },
    propertyUnitCategory: categoryType === null ? null : { id: 'c', name: 'c', type: categoryType },
  });

  it("follows the assigned unit's type, whatever its category says", () => {
    expect(stayUnitKindOf(stay('apartment', 'room'))).toBe('APARTMENT');
    expect(stayUnitKindOf(stay('room', 'apartment'))).toBe('ROOM');
    expect(stayUnitKindOf(stay('suite', null))).toBe('ROOM');
    expect(stayUnitKindOf(stay('dormitory', 'bed'))).toBe('ROOM');
  });

  it("falls back to the category's type before a unit is assigned or when its type is unknown", () => {
    expect(stayUnitKindOf(stay(null, 'apartment'))).toBe('APARTMENT');
    expect(stayUnitKindOf(stay('unknown', 'villa'))).toBe('APARTMENT');
    expect(stayUnitKindOf(stay(null, 'dorm'))).toBe('ROOM');
  });

  it('calls a stay whose kind nothing tells a room', () => {
    expect(stayUnitKindOf(stay(null, null))).toBe('ROOM');
    expect(stayUnitKindOf(stay('unknown', 'site'))).toBe('ROOM');
  });
});

describe('Reservation.unitKind against the sandbox', () => {
  const both = useSandboxAndGateway();

  type Answer = {
    reservation: {
      unitKind: string;
      unit: { type: string } | null;
      unitCategory: { type: string };
    };
  };

  it("names apartments' stays apartment and hotel rooms' stays room", async () => {
    // Each property holds three kinds of unit; a new stay gets the first free one, so a run over
    // properties meets apartments and rooms, each told from the unit the core API assigned.
    const kinds = new Set<string>();
    for (const propertyKey of ['helsinki-kas40', 'london-ch65', 'tallinn-lii34', 'berlin-kop92']) {
      const booked = await both.sandbox().createReservation({ propertyKey, startInDays: 1 });
      const { body } = await graphql<Answer>(both.gateway(), {
        query:
          'query ($slug: String!) { reservation(slug: $slug) { unitKind unit { type } unitCategory { type } } }',
        variables: { slug: booked.slug },
      });
      const { unitKind, unit } = body.data?.reservation ?? ({} as Answer['reservation']);
      expect(unitKind).toBe(unit?.type === 'APARTMENT' ? 'APARTMENT' : 'ROOM');
      kinds.add(unitKind);
    }
    expect([...kinds].sort()).toEqual(['APARTMENT', 'ROOM']);
  });
});

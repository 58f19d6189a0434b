import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * A `where` condition on `units`: no confirmed stay holds the unit for any night from
 * `startDate` (inclusive) to `endDate` (exclusive), local dates of the property.
 */
export function unitFreeBetween(startDate: string, endDate: string) {
  return ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'units'>) =>
    not(
      exists(
        selectFrom('reservations')
          .select('reservations.id')
          .whereRef('reservations.unitId', '=', 'units.id')
          .where('reservations.status', '=', 'confirmed')
          .where('reservations.startDate', '<', endDate)
          .where('reservations.endDate', '>', startDate),
      ),
    );
}

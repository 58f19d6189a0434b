import type { OrderProductType } from '../ordering/orderDraft.ts';

export type ChargeMethod = 'PER_TIME_UNIT' | 'PER_PERSON' | 'PER_PERSON_PER_TIME_UNIT' | 'ONCE';
export type ChargeInterval = 'DAILY' | 'HOURLY' | 'MONTHLY' | 'ONCE' | 'WEEKLY';

/** Keys of the `extras` namespace that say what a price is multiplied by. */
export type ChargeUnitKey =
  | 'charge.perNight'
  | 'charge.perDay'
  | 'charge.perHour'
  | 'charge.perWeek'
  | 'charge.perMonth'
  | 'charge.perPerson'
  | 'charge.perPersonPerNight'
  | 'charge.perPersonPerDay'
  | 'charge.perPersonPerHour'
  | 'charge.perPersonPerWeek'
  | 'charge.perPersonPerMonth';

type TimeUnit = 'Night' | 'Day' | 'Hour' | 'Week' | 'Month';

/**
 * A daily charge is per night for what belongs to the room (parking, an upgrade) and per day for
 * what is used in the daytime (breakfast, the gym).
 */
function timeUnitOf(interval: ChargeInterval, type: OrderProductType): TimeUnit | null {
  switch (interval) {
    case 'DAILY':
      return type === 'BREAKFAST' || type === 'GYM' ? 'Day' : 'Night';
    case 'HOURLY':
      return 'Hour';
    case 'WEEKLY':
      return 'Week';
    case 'MONTHLY':
      return 'Month';
    case 'ONCE':
      return null;
  }
}

/**
 * 'per night', 'per person', 'per person per day'... for a product's charge method and interval;
 * null for a one-off price. Unknown values (a newer server) read as a one-off price.
 */
export function chargeUnitKey(
  method: string,
  interval: string,
  type: OrderProductType,
): ChargeUnitKey | null {
  const unit = timeUnitOf(interval as ChargeInterval, type) ?? null;
  switch (method as ChargeMethod) {
    case 'PER_PERSON':
      return 'charge.perPerson';
    case 'PER_TIME_UNIT':
      return unit ? `charge.per${unit}` : null;
    case 'PER_PERSON_PER_TIME_UNIT':
      return unit ? `charge.perPersonPer${unit}` : 'charge.perPerson';
    default:
      return null;
  }
}

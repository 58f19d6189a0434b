import { daysBetween } from '../time.ts';

/** How the difference of a change of dates is settled (schema `DateChangeSettlement`). */
export type DateChangeSettlement =
  | 'NONE'
  | 'CHARGE_CARD'
  | 'REFUND_CARD'
  | 'BALANCE'
  | 'AT_PROPERTY';

/** Why new dates cannot be asked for, with the argument that is the reason. */
export type DateChangeRefusal = {
  code: 'STAY_CANCELLED' | 'STAY_ENDED' | 'STAY_STARTED' | 'BAD_USER_INPUT' | 'DATES_NOT_AVAILABLE';
  field?: 'startDate' | 'endDate';
};

/** The price of moving a stay to other dates, in the stay's currency's minor units. */
export type DateChangeQuote = {
  startDate: string;
  endDate: string;
  nightsCount: number;
  currentTotalMinor: number;
  newTotalMinor: number;
  differenceMinor: number;
  settlement: DateChangeSettlement;
  refusal: DateChangeRefusal | null;
};

/** A day the guest's unit allows, as the core API's unit availability lists it. */
export type UnitDateOption = { type: 'start-date' | 'end-date'; date: string };

/** The facts about a stay its change of dates depends on. */
export type DateChangeInput = {
  /** Today and the stay's days in the property's time zone. */
  today: string;
  startDateLocal: string;
  endDateLocal: string;
  totalMinor: number;
  orderRefusal: 'STAY_CANCELLED' | 'STAY_ENDED' | undefined;
  isPaid: boolean;
  hasCard: boolean;
  /** The property takes an open balance in the app (else at the property). */
  takesAppPayments: boolean;
  /** The arrival and departure days the unit allows (GET /property-unit-availability). */
  unitDates: readonly UnitDateOption[];
};

/**
 * What moving a stay to `dates` costs and how the difference is settled, as the core API prices
 * and charges it (sandbox `plannedDateChange` and `changeDates`): the stay keeps its nightly price
 * (its total over its nights, rounded to a minor unit) for every night; a paid stay is charged or
 * refunded the difference on its card (at the property when it has none); an unpaid stay owes the
 * new total (paid in the app, or at a property that takes it there). The calendar rules are the
 * core API's too: a started stay keeps its arrival day, nothing moves into the past, at least one
 * night, and a stay lengthened at one end only onto nights its unit is free.
 */
export function dateChangeQuoteOf(
  stay: DateChangeInput,
  dates: { startDate: string; endDate: string },
): DateChangeQuote {
  const currentNights = Math.max(1, daysBetween(stay.startDateLocal, stay.endDateLocal));
  const nightsCount = daysBetween(dates.startDate, dates.endDate);
  const nightlyMinor = Math.round(stay.totalMinor / currentNights);
  const newTotalMinor = nightlyMinor * Math.max(0, nightsCount);
  const differenceMinor = newTotalMinor - stay.totalMinor;
  return {
    ...dates,
    nightsCount,
    currentTotalMinor: stay.totalMinor,
    newTotalMinor,
    differenceMinor,
    settlement: settlementOf(stay, differenceMinor),
    refusal: refusalOf(stay, dates, nightsCount),
  };
}

function settlementOf(stay: DateChangeInput, differenceMinor: number): DateChangeSettlement {
  if (differenceMinor === 0) return 'NONE';
  if (!stay.isPaid) return stay.takesAppPayments ? 'BALANCE' : 'AT_PROPERTY';
  if (!stay.hasCard) return 'AT_PROPERTY';
  return differenceMinor > 0 ? 'CHARGE_CARD' : 'REFUND_CARD';
}

function refusalOf(
  stay: DateChangeInput,
  dates: { startDate: string; endDate: string },
  nightsCount: number,
): DateChangeRefusal | null {
  if (stay.orderRefusal) return { code: stay.orderRefusal };
  const started = stay.startDateLocal <= stay.today;
  if (started && dates.startDate !== stay.startDateLocal) {
    return { code: 'STAY_STARTED', field: 'startDate' };
  }
  if (!started && dates.startDate < stay.today) {
    return { code: 'BAD_USER_INPUT', field: 'startDate' };
  }
  if (dates.endDate <= stay.today || nightsCount < 1) {
    return { code: 'BAD_USER_INPUT', field: 'endDate' };
  }
  return unitNightsRefusal(stay, dates);
}

/**
 * A stay lengthened at one end must find the unit free on the nights it adds. The core API's unit
 * availability answers exactly that, one end at a time: the arrival days the unit allows with the
 * current departure, and the departure days it allows with the current arrival. A stay moved at
 * both ends is not covered by either list, so its nights are left to the change itself
 * (`DATES_NOT_AVAILABLE` from the core API).
 */
function unitNightsRefusal(
  stay: DateChangeInput,
  dates: { startDate: string; endDate: string },
): DateChangeRefusal | null {
  const allows = (type: UnitDateOption['type'], date: string) =>
    stay.unitDates.some((option) => option.type === type && option.date === date);
  const sameArrival = dates.startDate === stay.startDateLocal;
  const sameDeparture = dates.endDate === stay.endDateLocal;
  if (
    sameDeparture &&
    dates.startDate < stay.startDateLocal &&
    !allows('start-date', dates.startDate)
  ) {
    return { code: 'DATES_NOT_AVAILABLE', field: 'startDate' };
  }
  if (sameArrival && dates.endDate > stay.endDateLocal && !allows('end-date', dates.endDate)) {
    return { code: 'DATES_NOT_AVAILABLE', field: 'endDate' };
  }
  return null;
}

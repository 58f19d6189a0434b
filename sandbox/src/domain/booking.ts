import type {
  CancellationType,
  CheckInState,
  CreditCardTable,
  IdVerificationState,
  ReservationStatus,
  ReservationTable,
} from '../db/types.ts';
import { addDays, zonedInstant } from './time.ts';

/** Refundable stays cancel for free until this long before arrival (sandbox-contract.md). */
export const freeCancellationHoursBeforeArrival = 48;
/** Complimentary mid-stay cleanings: one per full week of the stay. */
export const cleaningNightsPerComplimentaryClean = 7;

export interface BookingProperty {
  id: string;
  timeZone: string;
  currencyCode: string;
  checkInTime: string;
}

export interface BookingRequest {
  id: string;
  slug: string;
  confirmationNumber: string;
  property: BookingProperty;
  unitId: string;
  nightlyRateMinor: number;
  customerId: string;
  creditCardId: string | null;
  startDate: string;
  nights: number;
  adults: number;
  children: number;
  status: ReservationStatus;
  checkInState: CheckInState;
  cancellation: CancellationType;
  paid: boolean;
  now: Date;
}

/** Identity checks start once guest details are in, and end approved with check-in. */
function idVerificationStateFor(checkInState: CheckInState): IdVerificationState {
  if (checkInState === 'guest-details-required') return 'not-required';
  return checkInState === 'check-in-completed' ? 'approved' : 'required';
}

/** The end of free cancellation of a refundable stay arriving on `startDate` (a local date). */
export function freeCancellationEndOf(
  startDate: string,
  property: { timeZone: string; checkInTime: string },
): string {
  const arrival = zonedInstant(startDate, property.checkInTime, property.timeZone);
  return new Date(arrival.getTime() - freeCancellationHoursBeforeArrival * 3_600_000).toISOString();
}

export function buildReservation(request: BookingRequest): ReservationTable {
  const checkedIn = request.checkInState === 'check-in-completed';
  return {
    id: request.id,
    slug: request.slug,
    confirmationNumber: request.confirmationNumber,
    propertyId: request.property.id,
    unitId: request.unitId,
    customerId: request.customerId,
    creditCardId: request.creditCardId,
    startDate: request.startDate,
    endDate: addDays(request.startDate, request.nights),
    adultsCount: request.adults,
    childrenCount: request.children,
    totalPriceMinor: request.nightlyRateMinor * request.nights,
    currencyCode: request.property.currencyCode,
    status: request.status,
    checkInState: request.checkInState,
    idVerificationState: idVerificationStateFor(request.checkInState),
    checkedInAt: checkedIn ? request.now.toISOString() : null,
    checkedOutAt: null,
    canceledAt: request.status === 'canceled' ? request.now.toISOString() : null,
    cancellationType: request.cancellation,
    freeCancellationEndDate:
      request.cancellation === 'refundable'
        ? freeCancellationEndOf(request.startDate, request.property)
        : null,
    isPaid: request.paid ? 1 : 0,
    cleaningAllowance: Math.floor(request.nights / cleaningNightsPerComplimentaryClean),
    createdAt: request.now.toISOString(),
  };
}

export type TestCardKind = 'valid' | 'declining';

/**
 * A card as the card provider's pay page leaves it on a reservation. `declining` is the contract's
 * 4000 0000 0000 9995: authorised when added, every later charge fails.
 */
export function buildTestCard(
  kind: TestCardKind,
  id: string,
  customerId: string | null,
  holderName: string,
  now: Date,
): CreditCardTable {
  const declining = kind === 'declining';
  const expiry = new Date(Date.UTC(now.getUTCFullYear() + 3, 0, 1)).toISOString().slice(0, 7);
  return {
    id,
    customerId,
    numberMasked: declining ? '400000xxxxxx9995' : '424242xxxxxx4242',
    name: holderName,
    expirationDate: expiry,
    createdAt: now.toISOString(),
    format: 'virtual',
    state: 'enabled',
    type: 'visa',
    authorizationState: 'authorized',
    transactionId: `txn_${id.replaceAll('-', '').slice(0, 24)}`,
    chargeOutcome: declining ? 'fails' : 'succeeds',
  };
}

import type { Static } from 'typebox';
import type { SandboxDb } from '../../db/connection.ts';
import type { IdentityVerificationTable, ReservationTable } from '../../db/types.ts';
import { calendarDateRule, isCalendarDate } from '../../domain/calendar-date.ts';
import {
  ageOn,
  minimumGuestAge,
  needsIdentityCheck,
  normalisePhone,
} from '../../domain/identity-check.ts';
import { newId } from '../../domain/ids.ts';
import { identityPagePath } from '../../domain/sandbox-pages.ts';
import { refuseIfStayClosed } from '../../domain/stay-changes.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import {
  completeVerification,
  findPendingVerification,
  findReservationWithProperty,
  findVerification,
  insertVerification,
  saveGuestDetails,
  updateCheckInState,
  updatePrimaryGuest,
} from '../../repositories/check-in-steps.ts';
import type { CheckInProgress, GuestDetailsRequest } from '../../schemas/check-in-steps.ts';

type Progress = Static<typeof CheckInProgress>;
type Details = Static<typeof GuestDetailsRequest>;

const minPhoneDigits = 7;
const maxPhoneDigits = 15;

/** The reservation of an online check-in that can still move on; refusals name why. */
async function openCheckIn(db: SandboxDb, slug: string, now: Date) {
  const found = await findReservationWithProperty(db, slug);
  if (!found) throw notFound('RESERVATION_NOT_FOUND', `No reservation with slug '${slug}'`, 'slug');
  refuseIfStayClosed(found.reservation, found.property.timeZone, now);
  return found;
}

function progressOf(reservation: ReservationTable): Progress {
  return {
    reservationId: reservation.id,
    state: reservation.checkInState,
    idVerificationState: reservation.idVerificationState,
    checkInDate: reservation.checkedInAt,
  };
}

function checkGuest(details: Details, reservation: ReservationTable): string {
  if (!isCalendarDate(details.dateOfBirth)) {
    throw badRequest(
      'INVALID_DATE',
      `'${details.dateOfBirth}' is not ${calendarDateRule}`,
      'dateOfBirth',
    );
  }
  if (ageOn(details.dateOfBirth, reservation.startDate) < minimumGuestAge) {
    throw badRequest(
      'GUEST_TOO_YOUNG',
      `The main guest must be at least ${minimumGuestAge} on arrival`,
      'dateOfBirth',
    );
  }
  const phone = normalisePhone(details.phone);
  const digits = phone.length - 1;
  if (digits < minPhoneDigits || digits > maxPhoneDigits) {
    throw badRequest('INVALID_PHONE', 'A phone number has 7 to 15 digits', 'phone');
  }
  return phone;
}

/**
 * Guest details move `guest-details-required` on: to `id-verification-required` when the
 * property must see an identity document, else straight to `check-in-completed`.
 */
export async function submitGuestDetails(
  db: SandboxDb,
  slug: string,
  details: Details,
  now: Date,
): Promise<Progress> {
  return db.transaction().execute(async (trx) => {
    const { reservation, property } = await openCheckIn(trx, slug, now);
    if (reservation.checkInState !== 'guest-details-required') {
      throw conflict('GUEST_DETAILS_ALREADY_SUBMITTED', 'Guest details are already submitted');
    }
    const phone = checkGuest(details, reservation);
    await updatePrimaryGuest(trx, reservation.id, {
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      email: details.email.toLowerCase(),
      phone,
      nationality: details.nationality,
      dateOfBirth: details.dateOfBirth,
    });
    await saveGuestDetails(trx, {
      reservationId: reservation.id,
      addressLine1: details.address.addressLine1,
      addressLine2: details.address.addressLine2 ?? null,
      zipCode: details.address.zipCode,
      city: details.address.city,
      countryCode: details.address.countryCode,
      arrivalPurpose: details.arrivalPurpose,
      submittedAt: now.toISOString(),
    });
    const change = needsIdentityCheck(details.nationality, property.language)
      ? {
          checkInState: 'id-verification-required' as const,
          idVerificationState: 'required' as const,
        }
      : {
          checkInState: 'check-in-completed' as const,
          idVerificationState: 'not-required' as const,
          checkedInAt: now.toISOString(),
        };
    await updateCheckInState(trx, reservation.id, change);
    return progressOf({ ...reservation, checkedInAt: null, ...change });
  });
}

/** Starts (or, while one is pending, resumes) the identity check at the provider. */
export async function startIdentityVerification(
  db: SandboxDb,
  slug: string,
  now: Date,
): Promise<IdentityVerificationTable> {
  return db.transaction().execute(async (trx) => {
    const { reservation } = await openCheckIn(trx, slug, now);
    if (reservation.checkInState !== 'id-verification-required') {
      throw conflict(
        'IDENTITY_VERIFICATION_NOT_REQUIRED',
        `Check-in is at '${reservation.checkInState}', not waiting for an identity check`,
      );
    }
    if (reservation.idVerificationState === 'banned') {
      throw forbidden('IDENTITY_VERIFICATION_BANNED', 'This guest cannot verify online');
    }
    const pending = await findPendingVerification(trx, reservation.id);
    if (pending) return pending;
    const id = newId();
    const verification: IdentityVerificationTable = {
      id,
      reservationId: reservation.id,
      status: 'pending',
      // A path: answered as an address on the sandbox's public origin (its provider page).
      providerUrl: `${identityPagePath}/${id}`,
      createdAt: now.toISOString(),
      completedAt: null,
    };
    await insertVerification(trx, verification);
    // A retry after a declined check asks again.
    await updateCheckInState(trx, reservation.id, {
      checkInState: 'id-verification-required',
      idVerificationState: 'required',
    });
    return verification;
  });
}

/** The provider's verdict: approved completes check-in, declined leaves it waiting. */
export async function completeIdentityVerification(
  db: SandboxDb,
  id: string,
  outcome: 'approved' | 'declined',
  now: Date,
): Promise<IdentityVerificationTable> {
  return db.transaction().execute(async (trx) => {
    const verification = await findVerification(trx, id);
    if (!verification) {
      throw notFound('IDENTITY_VERIFICATION_NOT_FOUND', `No identity verification '${id}'`, 'id');
    }
    if (verification.status !== 'pending') {
      throw conflict(
        'IDENTITY_VERIFICATION_COMPLETED',
        `The verification is already ${verification.status}`,
      );
    }
    const completedAt = now.toISOString();
    await completeVerification(trx, id, outcome, completedAt);
    await updateCheckInState(
      trx,
      verification.reservationId,
      outcome === 'approved'
        ? {
            checkInState: 'check-in-completed',
            idVerificationState: 'approved',
            checkedInAt: completedAt,
          }
        : { checkInState: 'id-verification-required', idVerificationState: 'declined' },
    );
    return { ...verification, status: outcome, completedAt };
  });
}

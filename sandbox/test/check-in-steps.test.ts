import { describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { client } from './http.ts';
import { firstError, useSandbox } from './support.ts';

const sandbox = useSandbox();
const { get, post, book } = client(sandbox);

const guest = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  dateOfBirth: '1990-04-12',
  nationality: 'FI',
  email: 'Aino.Virtanen@Example.com',
  phone: '+358 40 123 4567',
  address: {
    addressLine1: 'Mannerheimintie 5',
    zipCode: '00100',
    city: 'Helsinki',
    countryCode: 'FI',
  },
  arrivalPurpose: 'leisure',
};

async function stateOf(slug: string) {
  const data = (await get(`/check-in/${slug}`)).json().data;
  return {
    checkInState: data.checkInState,
    idVerificationState: data.idVerificationState,
    checkInDate: data.checkInDate,
  };
}

async function rowsOf(reservationId: string) {
  const db = sandbox().db;
  const [details, verifications, primary] = await Promise.all([
    db.selectFrom('guestDetails').selectAll().where('reservationId', '=', reservationId).execute(),
    db
      .selectFrom('identityVerifications')
      .selectAll()
      .where('reservationId', '=', reservationId)
      .execute(),
    db
      .selectFrom('reservationGuests')
      .selectAll()
      .where('reservationId', '=', reservationId)
      .where('isPrimary', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { details, verifications, primary };
}

describe('POST /check-in/{slug}/guest-details', () => {
  it('completes check-in at once for a guest from the property’s country', async () => {
    const response = await post('/check-in/demo-stay-helsinki/guest-details', guest);
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({
      state: 'check-in-completed',
      idVerificationState: 'not-required',
      checkInDate: '2026-06-15T08:00:00.000Z',
    });
    expect(await stateOf('demo-stay-helsinki')).toMatchObject({
      checkInState: 'check-in-completed',
      checkInDate: '2026-06-15T08:00:00.000Z',
    });
    const { details, primary } = await rowsOf(response.json().data.reservationId);
    expect(details[0]).toMatchObject({ city: 'Helsinki', arrivalPurpose: 'leisure' });
    expect(primary).toMatchObject({
      email: 'aino.virtanen@example.com',
      phone: '+358401234567',
      nationality: 'FI',
      dateOfBirth: '1990-04-12',
    });
  });

  it('asks a foreign guest for identity verification', async () => {
    const stay = await book({ propertyKey: 'helsinki-kas40' });
    const response = await post(`/check-in/${stay.slug}/guest-details`, {
      ...guest,
      nationality: 'DE',
      arrivalPurpose: 'business',
    });
    expect(response.json().data).toMatchObject({
      state: 'id-verification-required',
      idVerificationState: 'required',
      checkInDate: null,
    });
  });

  it('refuses a second submission, a cancelled and an ended stay with 409', async () => {
    const again = await post('/check-in/demo-stay-london/guest-details', guest);
    expect(again.status).toBe(409);
    expect(firstError(again.body).code).toBe('GUEST_DETAILS_ALREADY_SUBMITTED');
    const canceled = await post('/check-in/demo-stay-canceled/guest-details', guest);
    expect(canceled.status).toBe(409);
    expect(firstError(canceled.body).code).toBe('RESERVATION_CANCELED');
    const ended = await post('/check-in/demo-stay-past/guest-details', guest);
    expect(ended.status).toBe(409);
    expect(firstError(ended.body).code).toBe('STAY_ENDED');
    const unknown = await post('/check-in/no-such-slug/guest-details', guest);
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body)).toMatchObject({
      code: 'RESERVATION_NOT_FOUND',
      field: 'slug',
    });
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const stay = await book({ propertyKey: 'helsinki-kas40' });
    const before = await rowsOf(stay.id);
    const { email: _email, ...withoutEmail } = guest;
    const cases: [unknown, string, string][] = [
      [withoutEmail, 'INVALID_INPUT', 'email'],
      [{ ...guest, nationality: 'Finland' }, 'INVALID_INPUT', 'nationality'],
      [{ ...guest, phone: 'call me' }, 'INVALID_INPUT', 'phone'],
      [{ ...guest, phone: '+12 345' }, 'INVALID_PHONE', 'phone'],
      [{ ...guest, arrivalPurpose: 'party' }, 'INVALID_INPUT', 'arrivalPurpose'],
      [
        { ...guest, address: { ...guest.address, zipCode: '' } },
        'INVALID_INPUT',
        'address.zipCode',
      ],
      [{ ...guest, dateOfBirth: '1990-02-30' }, 'INVALID_DATE', 'dateOfBirth'],
      [{ ...guest, dateOfBirth: '2010-01-01' }, 'GUEST_TOO_YOUNG', 'dateOfBirth'],
    ];
    for (const [body, code, field] of cases) {
      const response = await post(`/check-in/${stay.slug}/guest-details`, body);
      expect(response.status, field).toBe(400);
      expect(firstError(response.body), field).toMatchObject({ code, field });
    }
    expect(await rowsOf(stay.id)).toEqual(before);
    expect((await stateOf(stay.slug)).checkInState).toBe('guest-details-required');
  });
});

describe('identity verification', () => {
  async function foreignGuestStay() {
    const stay = await book({ propertyKey: 'helsinki-kas40' });
    await post(`/check-in/${stay.slug}/guest-details`, { ...guest, nationality: 'SE' });
    return stay;
  }

  it('starts a verification with a provider URL and answers the pending one again', async () => {
    const stay = await foreignGuestStay();
    const started = await post(`/check-in/${stay.slug}/identity-verifications`);
    expect(started.status).toBe(201);
    const verification = started.json().data;
    expect(verification).toMatchObject({
      reservationId: stay.id,
      status: 'pending',
      completedAt: null,
    });
    expect(verification.providerUrl).toContain(verification.id);
    const again = await post(`/check-in/${stay.slug}/identity-verifications`);
    expect(again.json().data.id).toBe(verification.id);
  });

  it('approved completes check-in; declined leaves it waiting, and a retry asks again', async () => {
    const stay = await foreignGuestStay();
    const first = (await post(`/check-in/${stay.slug}/identity-verifications`)).json().data;
    const declined = await post(`/_sandbox/identity-verifications/${first.id}`, {
      outcome: 'declined',
    });
    expect(declined.status).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined' });
    expect(await stateOf(stay.slug)).toMatchObject({
      checkInState: 'id-verification-required',
      idVerificationState: 'declined',
    });
    const second = (await post(`/check-in/${stay.slug}/identity-verifications`)).json().data;
    expect(second.id).not.toBe(first.id);
    expect((await stateOf(stay.slug)).idVerificationState).toBe('required');
    await post(`/_sandbox/identity-verifications/${second.id}`, { outcome: 'approved' });
    expect(await stateOf(stay.slug)).toEqual({
      checkInState: 'check-in-completed',
      idVerificationState: 'approved',
      checkInDate: '2026-06-15T08:00:00.000Z',
    });
    const twice = await post(`/_sandbox/identity-verifications/${second.id}`, {
      outcome: 'declined',
    });
    expect(twice.status).toBe(409);
    expect(firstError(twice.body).code).toBe('IDENTITY_VERIFICATION_COMPLETED');
    expect((await stateOf(stay.slug)).checkInState).toBe('check-in-completed');
  });

  it('refuses to start before guest details or after check-in, writing nothing', async () => {
    for (const slug of ['demo-stay-berlin', (await book()).slug]) {
      const response = await post(`/check-in/${slug}/identity-verifications`);
      expect(response.status).toBe(409);
      expect(firstError(response.body).code).toBe('IDENTITY_VERIFICATION_NOT_REQUIRED');
    }
    const count = await sandbox()
      .db.selectFrom('identityVerifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(3);
  });

  it('refuses a banned guest with 403', async () => {
    const stay = await foreignGuestStay();
    await sandbox()
      .db.updateTable('reservations')
      .set({ idVerificationState: 'banned' })
      .where('id', '=', stay.id)
      .execute();
    const response = await post(`/check-in/${stay.slug}/identity-verifications`);
    expect(response.status).toBe(403);
    expect(firstError(response.body).code).toBe('IDENTITY_VERIFICATION_BANNED');
  });

  it('the provider helper answers 404 for an unknown id and 400 for a bad outcome', async () => {
    const unknown = await post('/_sandbox/identity-verifications/nope', { outcome: 'approved' });
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body)).toMatchObject({
      code: 'IDENTITY_VERIFICATION_NOT_FOUND',
      field: 'id',
    });
    const bad = await post('/_sandbox/identity-verifications/nope', { outcome: 'maybe' });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).field).toBe('outcome');
  });
});

describe('the identity provider helper in production', () => {
  it('answers 403 SANDBOX_HELPERS_DISABLED', async () => {
    const production = await createSandbox({ production: true });
    try {
      const response = await production.inject({
        method: 'POST',
        url: '/_sandbox/identity-verifications/any',
        payload: { outcome: 'approved' },
      });
      expect(response.statusCode).toBe(403);
      expect(firstError(response.body).code).toBe('SANDBOX_HELPERS_DISABLED');
    } finally {
      await production.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { guestDetailsBody } from '../src/derive/guest-details.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

const submitMutation = `mutation Submit($slug: String!, $input: GuestDetailsInput!) {
  submitGuestDetails(slug: $slug, input: $input) {
    ok checkInState { state idVerificationState } error { code message field }
  }
}`;

const startMutation = `mutation Start($slug: String!) {
  startIdentityVerification(slug: $slug) {
    ok verificationUrl verificationStatus checkInState { state idVerificationState } error { code field }
  }
}`;

function details(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Aino',
    lastName: 'Virtanen',
    dateOfBirth: '1990-04-02',
    nationality: 'fi',
    email: 'aino@example.com',
    phone: '+358 40 123 4567',
    address: {
      addressLine1: 'Mannerheimintie 1',
      zipCode: '00100',
      city: 'Helsinki',
      countryCode: 'FI',
    },
    arrivalPurpose: 'LEISURE',
    ...overrides,
  };
}

type Payload = {
  ok: boolean;
  checkInState: Record<string, string> | null;
  error: Record<string, string> | null;
};

describe('online check-in steps against the sandbox', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  function berlinStayInTwoDays(fields: Record<string, unknown> = {}) {
    return sandbox().createReservation({ propertyKey: 'berlin-kop92', startInDays: 2, ...fields });
  }

  function submitGuestDetails(slug: string, input: ReturnType<typeof details>) {
    return graphql<{ submitGuestDetails: Payload }>(gateway(), {
      query: submitMutation,
      variables: { slug, input },
    });
  }

  function startIdentityVerification(slug: string) {
    return graphql<{ startIdentityVerification: Record<string, unknown> }>(gateway(), {
      query: startMutation,
      variables: { slug },
    });
  }

  it('moves a foreign guest to identity verification, read back from the reservation state', async () => {
    const booked = await berlinStayInTwoDays();
    const { body } = await submitGuestDetails(booked.slug, details());
    expect(body.errors).toBeUndefined();
    expect(body.data?.submitGuestDetails).toEqual({
      ok: true,
      checkInState: { state: 'ID_VERIFICATION_REQUIRED', idVerificationState: 'REQUIRED' },
      error: null,
    });
    expect(sandbox().calls).toEqual([
      `POST /check-in/${booked.slug}/guest-details`,
      `GET /reservation-state/${booked.id}`,
      `GET /check-in/${booked.slug}`,
    ]);
  });

  it('completes check-in for a guest from the property’s country', async () => {
    const booked = await berlinStayInTwoDays();
    const { body } = await submitGuestDetails(booked.slug, details({ nationality: 'DE' }));
    expect(body.data?.submitGuestDetails.checkInState?.state).toBe('CHECK_IN_COMPLETED');
  });

  it('returns a refused field as data', async () => {
    const booked = await berlinStayInTwoDays();
    const { body } = await submitGuestDetails(booked.slug, details({ dateOfBirth: '2020-01-01' }));
    expect(body.data?.submitGuestDetails).toEqual({
      ok: false,
      checkInState: null,
      error: {
        code: 'BAD_USER_INPUT',
        message: 'Please check the highlighted value.',
        field: 'input.dateOfBirth',
      },
    });
  });

  it('refuses a phone that is no international number on its field, sending nothing', async () => {
    const booked = await berlinStayInTwoDays();
    const { body } = await submitGuestDetails(booked.slug, details({ phone: '040 123 4567' }));
    expect(body.data?.submitGuestDetails.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please check the highlighted value.',
      field: 'input.phone',
    });
    expect(sandbox().calls).not.toContain(`POST /check-in/${booked.slug}/guest-details`);
  });

  it('starts identity verification with the provider’s page and the current state', async () => {
    const booked = await berlinStayInTwoDays({ checkInState: 'id-verification-required' });
    const { body } = await startIdentityVerification(booked.slug);
    expect(body.errors).toBeUndefined();
    expect(body.data?.startIdentityVerification).toMatchObject({
      ok: true,
      verificationUrl: expect.stringMatching(/^https?:\/\//),
      verificationStatus: 'PENDING',
      checkInState: { state: 'ID_VERIFICATION_REQUIRED' },
      error: null,
    });
  });

  it('refuses identity verification before guest details, as data', async () => {
    const booked = await berlinStayInTwoDays();
    const { body } = await startIdentityVerification(booked.slug);
    expect(body.data?.startIdentityVerification).toMatchObject({
      ok: false,
      verificationUrl: null,
      checkInState: null,
      error: { code: 'VERIFICATION_FAILED' },
    });
  });

  it('sends enum values and country codes in the core API’s spelling', () => {
    const body = guestDetailsBody({
      ...details(),
      address: {
        addressLine1: ' Street 1 ',
        addressLine2: ' ',
        zipCode: '1',
        city: 'X',
        countryCode: 'de',
      },
      arrivalPurpose: 'BUSINESS',
    } as Parameters<typeof guestDetailsBody>[0]);
    expect(body).toMatchObject({
      nationality: 'FI',
      arrivalPurpose: 'business',
      address: { addressLine1: 'Street 1', countryCode: 'DE' },
    });
    expect(body.address).not.toHaveProperty('addressLine2');
  });

  it('sends the guest’s phone as it is dialled', () => {
    const input = (phone: string) =>
      ({ ...details(), phone }) as Parameters<typeof guestDetailsBody>[0];
    expect(guestDetailsBody(input('00 358 40 123 4567')).phone).toBe('+358401234567');
    expect(guestDetailsBody(input('+44 (0)20 7946 0958')).phone).toBe('+442079460958');
  });
});

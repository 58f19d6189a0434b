import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { isVerificationStarted, markVerificationStarted } from './identityReturn.ts';

const checkInState = (state: string, idVerificationState = 'REQUIRED') => ({
  state,
  idVerificationState,
});

async function renderCheckIn(state: object) {
  const view = await renderRoute('/stay/check-in?slug=k3x9', { manual: true });
  await act(async () => {
    view.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Reservation: () => ({
          id: 'r1',
          slug: 'k3x9',
          pageState: 'ACTIVE',
          confirmationNumber: 'BK-4711',
          startDate: '2026-12-02T13:00:00Z',
          checkInState: state,
        }),
        Property: () => ({
          name: 'Kasarmikatu 40',
          timeZone: 'Europe/Helsinki',
          contacts: { phone: '+35895550103', whatsappNumber: null },
        }),
      }),
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Online check-in' });
  // Each step is a chunk of its own: wait until the one for this state has replaced its skeleton.
  const { state: step, idVerificationState } = state as {
    state: string;
    idVerificationState: string;
  };
  if (step === 'GUEST_DETAILS_REQUIRED') await screen.findByRole('button', { name: 'Continue' });
  if (step === 'ID_VERIFICATION_REQUIRED' && idVerificationState !== 'BANNED') {
    await screen.findByRole('heading', { name: 'Verify your identity' });
  }
  return view;
}

type Environment = Awaited<ReturnType<typeof renderRoute>>['environment'];

async function answerMutation(environment: Environment, payload: object) {
  await act(async () => {
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(operation, { data: payload });
  });
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillGuestDetails() {
  fill('First name', 'Aino');
  fill('Last name', 'Virtanen');
  fill('Date of birth', '1990-04-12');
  fill('Nationality', 'FI');
  fill('E-mail', 'aino@example.com');
  fill('Phone number', '+358 40 1234567');
  fill('Street and number', 'Mannerheimintie 1');
  fill('Postal code', '00100');
  fill('City', 'Helsinki');
  fill('Country', 'FI');
  fill('Purpose of your trip', 'LEISURE');
}

describe('online check-in', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts with the guest details, every field required', async () => {
    await renderCheckIn(checkInState('GUEST_DETAILS_REQUIRED', 'NOT_REQUIRED'));
    const steps = screen.getByRole('list', { name: 'Check-in steps' });
    expect(
      within(steps).getByText('Guest details').closest('li')?.getAttribute('aria-current'),
    ).toBe('step');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Required')).toHaveLength(11);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('sends the guest details and moves on to identity verification', async () => {
    const { environment } = await renderCheckIn(
      checkInState('GUEST_DETAILS_REQUIRED', 'NOT_REQUIRED'),
    );
    fillGuestDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      slug: 'k3x9',
      input: {
        firstName: 'Aino',
        lastName: 'Virtanen',
        dateOfBirth: '1990-04-12',
        nationality: 'FI',
        email: 'aino@example.com',
        phone: '+358 40 1234567',
        address: {
          addressLine1: 'Mannerheimintie 1',
          addressLine2: null,
          zipCode: '00100',
          city: 'Helsinki',
          countryCode: 'FI',
        },
        arrivalPurpose: 'LEISURE',
      },
    });
    await answerMutation(environment, {
      submitGuestDetails: {
        error: null,
        reservation: {
          id: 'r1',
          checkInDate: null,
          checkInState: checkInState('ID_VERIFICATION_REQUIRED'),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeTruthy();
  });

  it("puts the server's answer on the field it names", async () => {
    const { environment } = await renderCheckIn(
      checkInState('GUEST_DETAILS_REQUIRED', 'NOT_REQUIRED'),
    );
    fillGuestDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await answerMutation(environment, {
      submitGuestDetails: {
        error: { code: 'BAD_USER_INPUT', field: 'input.dateOfBirth', message: 'too young' },
        reservation: null,
      },
    });
    const field = screen.getByLabelText('Date of birth');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    // The core API refuses a date of birth only for a main guest under 18: say so.
    expect(
      screen.getByText('The main guest must be at least 18 years old on the day of arrival'),
    ).toBeTruthy();
  });

  it('tells an under-18 main guest why, before sending anything', async () => {
    const { environment } = await renderCheckIn(
      checkInState('GUEST_DETAILS_REQUIRED', 'NOT_REQUIRED'),
    );
    fillGuestDetails();
    // 18 on 3 December 2026, the day after arrival.
    fill('Date of birth', '2008-12-03');
    const pending = environment.mock.getAllOperations().length;
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('The main guest must be at least 18 years old on the day of arrival'),
    ).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(pending);
    fill('Date of birth', '2008-12-02');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(environment.mock.getAllOperations()).toHaveLength(pending + 1);
  });

  it('asks for a phone with its country code, and says so when the server refuses one', async () => {
    const { environment } = await renderCheckIn(
      checkInState('GUEST_DETAILS_REQUIRED', 'NOT_REQUIRED'),
    );
    const refused = 'Please check the phone number and its country code (starting with + or 00)';
    fillGuestDetails();
    fill('Phone number', '040 1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(refused)).toBeTruthy();
    fill('Phone number', '00358 1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await answerMutation(environment, {
      submitGuestDetails: {
        error: { code: 'BAD_USER_INPUT', field: 'input.phone', message: 'no number' },
        reservation: null,
      },
    });
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(refused)).toBeTruthy();
  });

  it("sends the guest to the provider's page, asking it to return to this check-in, and remembers it", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { environment } = await renderCheckIn(checkInState('ID_VERIFICATION_REQUIRED'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    await answerMutation(environment, {
      startIdentityVerification: {
        verificationUrl: 'https://identity.example/verify/v1',
        error: null,
        reservation: { id: 'r1', checkInState: checkInState('ID_VERIFICATION_REQUIRED') },
      },
    });
    const back = `${window.location.origin}/stay/check-in?slug=k3x9`;
    expect(assign).toHaveBeenCalledWith(
      `https://identity.example/verify/v1?return=${encodeURIComponent(back)}`,
    );
    expect(isVerificationStarted('k3x9')).toBe(true);
  });

  it('says verification did not go through when it cannot start', async () => {
    const { environment } = await renderCheckIn(checkInState('ID_VERIFICATION_REQUIRED'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    await answerMutation(environment, {
      startIdentityVerification: {
        verificationUrl: null,
        error: { code: 'VERIFICATION_FAILED', field: null, message: 'banned' },
        reservation: null,
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      "Verification didn't go through. Please try again or contact us for help.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('back from the provider with a declined document: the failure, and try again', async () => {
    markVerificationStarted('k3x9');
    await renderCheckIn(checkInState('ID_VERIFICATION_REQUIRED', 'DECLINED'));
    expect(screen.getByRole('alert').textContent).toBe(
      "Verification didn't go through. Please try again or contact us for help.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(isVerificationStarted('k3x9')).toBe(false);
  });

  it('back from the provider before the verdict: waits, and reads the state again', async () => {
    markVerificationStarted('k3x9');
    const { environment } = await renderCheckIn(checkInState('ID_VERIFICATION_REQUIRED'));
    expect(screen.getByText(/We're waiting for the result/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('OnlineCheckInRouteQuery');
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Reservation: () => ({
            id: 'r1',
            slug: 'k3x9',
            pageState: 'ACTIVE',
            checkInState: checkInState('CHECK_IN_COMPLETED', 'APPROVED'),
          }),
        }),
      );
    });
    expect(await screen.findByText("You're checked in")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See how to get in' }).getAttribute('href')).toBe(
      '/stay/access?slug=k3x9',
    );
  });

  it('a guest who cannot verify online is asked to contact the property', async () => {
    await renderCheckIn(checkInState('ID_VERIFICATION_REQUIRED', 'BANNED'));
    expect(screen.getByText('We need to check you in ourselves')).toBeTruthy();
    const help = screen.getByRole('region', { name: 'Need help?' });
    expect(
      (await within(help).findByRole('link', { name: 'Call us +35895550103' })).getAttribute(
        'href',
      ),
    ).toBe('tel:+35895550103');
  });
});

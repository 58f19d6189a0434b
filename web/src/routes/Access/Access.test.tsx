import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../relay/errors.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { openingLimitMs } from './components/RemoteDoor.tsx';

const valid = { validFrom: '2026-11-22T14:00:00.000Z', validTo: '2026-11-25T22:00:00.000Z' };
const key = (fields: object) => ({
  keypadButton: null,
  code: null,
  unavailability: null,
  ...valid,
  ...fields,
});

const keys = [
  key({
    keyId: 'entrance',
    name: 'Main entrance',
    type: 'ENTRANCE',
    accessType: 'CODE',
    code: '5627',
    keypadButton: '#',
  }),
  key({ keyId: 'elevator', name: 'Elevator', type: 'ELEVATOR', accessType: 'REMOTE' }),
  key({
    keyId: 'luggage',
    name: null,
    type: 'LUGGAGE_ROOM',
    accessType: 'CODE',
    code: '2529',
    keypadButton: 'key',
  }),
  key({
    keyId: 'parking',
    name: 'Garage gate',
    type: 'PARKING',
    accessType: 'REMOTE',
    unavailability: { code: 'NOT_PAID', availableAt: null },
  }),
  key({
    keyId: 'kitchen',
    name: 'Shared kitchen',
    type: 'KITCHEN',
    accessType: 'CODE',
    unavailability: { code: 'NOT_AVAILABLE_YET', availableAt: '2026-11-23T13:00:00.000Z' },
  }),
  key({ keyId: 'unit', name: 'Room 101', type: 'PROPERTY_UNIT', accessType: 'REMOTE' }),
];

const resolvers: MockResolvers = {
  Reservation: () => ({
    slug: 'k3x9',
    stage: 'IN_HOUSE',
    accessAfterCheckOut: null,
    keys,
    checkInState: { state: 'CHECK_IN_COMPLETED', idVerificationState: 'APPROVED' },
  }),
  Property: () => ({
    timeZone: 'Europe/London',
    entrance: 'Blue door next to the bakery.',
    contacts: { phone: '+442075550100', whatsappNumber: null },
    notices: [],
  }),
  HelpContent: () => ({
    accessGuides: [
      { guideId: 'g1', title: 'Finding the entrance', body: 'Look for the blue door.' },
    ],
  }),
  ReservationIntegrations: () => ({
    wifi: { ssid: 'london-ch65-101', password: 'room-3036' },
    commonDoors: [{ type: 'WASHATERIA', floorNumber: '-1', signText: 'WASHETERIA' }],
  }),
};

async function renderAccess(extra: MockResolvers = {}) {
  const view = await renderRoute('/stay/access?slug=k3x9', { manual: true });
  await act(async () => {
    view.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { ...resolvers, ...extra }),
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Getting in' });
  // The remote controls and the lower sections are chunks of their own.
  if (!extra.Reservation) await screen.findAllByRole('slider');
  await screen.findByRole('region', { name: 'Code not working?' });
  return view;
}

type Environment = Awaited<ReturnType<typeof renderRoute>>['environment'];

function doorUpdate(environment: Environment, fields: Record<string, unknown>) {
  const operation = environment.mock.getMostRecentOperation();
  act(() => {
    environment.mock.nextValue(operation, {
      data: {
        doorAccess: {
          propertyKeyId: operation.request.variables.propertyKeyId,
          state: 'IDLE',
          openUntil: null,
          availableAt: null,
          error: null,
          ...fields,
        },
      },
    });
  });
}

const doorOf = (name: string) => screen.getByRole('region', { name }) as HTMLElement;

describe('door access', () => {
  beforeEach(() => localStorage.clear());

  it('lists every door in order with its code, keypad button and validity window', async () => {
    await renderAccess();
    const doors = within(screen.getByRole('region', { name: 'Doors' })).getAllByRole('heading', {
      level: 3,
    });
    expect(doors.map((door) => door.textContent)).toEqual([
      'Main entrance',
      'Elevator',
      'Luggage room',
      'Garage gate',
      'Shared kitchen',
      'Room 101',
    ]);
    const entrance = doorOf('Main entrance');
    expect(within(entrance).getByText('5627')).toBeTruthy();
    expect(within(entrance).getByText('Then press #')).toBeTruthy();
    expect(
      within(entrance).getByText(
        'Valid from Sun, 22 Nov 2026, 14:00 until Wed, 25 Nov 2026, 22:00',
      ),
    ).toBeTruthy();
    expect(within(doorOf('Luggage room')).getByText('Then press the key button')).toBeTruthy();
  });

  it("shows the building's notices in effect, with their days", async () => {
    await renderAccess({
      Property: () => ({
        ...(resolvers.Property as () => object)(),
        notices: [
          {
            noticeId: 'london-ch65-elevator-renovation-2025',
            title: 'The elevator is being renovated',
            body: 'Please use the stairs.',
            startsOn: '2025-05-12',
            endsOn: '2025-08-14',
          },
        ],
      }),
    });
    expect(screen.getByText('The elevator is being renovated')).toBeTruthy();
    expect(screen.getByText('From 12 May 2025 to 14 August 2025')).toBeTruthy();
  });

  it('after check-out says how long the apartment and the building stay open', async () => {
    await renderAccess({
      Reservation: () => ({
        slug: 'k3x9',
        stage: 'CHECKED_OUT',
        unitKind: 'APARTMENT',
        // Checked out at 10:20 London time: the unit until 10:35, the building until 23:00.
        accessAfterCheckOut: {
          unitUntil: '2026-11-25T10:35:00.000Z',
          buildingUntil: '2026-11-25T23:00:00.000Z',
        },
        keys,
        checkInState: { state: 'CHECK_IN_COMPLETED', idVerificationState: 'APPROVED' },
      }),
    });
    expect(screen.getByText("You've checked out")).toBeTruthy();
    expect(
      screen.getByText(
        'Your apartment stays open until 10:35 and the building until 23:00, in case you left something behind.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of check-out before it', async () => {
    await renderAccess();
    expect(screen.queryByText("You've checked out")).toBeNull();
  });

  it('says when a code is not paid or not available yet, in the property time zone', async () => {
    await renderAccess();
    expect(
      within(doorOf('Garage gate')).getByText(
        'The code is available once your reservation is paid.',
      ),
    ).toBeTruthy();
    expect(
      within(doorOf('Shared kitchen')).getByText('Available from 13:00 on 23 Nov 2026'),
    ).toBeTruthy();
    expect(within(doorOf('Garage gate')).queryByRole('slider')).toBeNull();
  });

  it('tells a door not open yet from when once: its validity line adds only until when', async () => {
    await renderAccess();
    const kitchen = doorOf('Shared kitchen');
    expect(within(kitchen).getAllByText(/13:00/)).toHaveLength(1);
    expect(within(kitchen).getByText(/^Valid until /)).toBeTruthy();
    expect(within(kitchen).queryByText(/^Valid from /)).toBeNull();
  });

  it('opens a remote door from the keyboard: End completes the slide, then it follows the lock', async () => {
    const { environment } = await renderAccess();
    const slider = within(doorOf('Room 101')).getByRole('slider', {
      name: 'Slide to open: Room 101',
    });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('10');
    const doorAccessOperations = () =>
      environment.mock
        .getAllOperations()
        .filter((operation) => operation.request.node.params.name === 'useDoorAccessSubscription');
    expect(doorAccessOperations()).toHaveLength(0);

    fireEvent.keyDown(slider, { key: 'End' });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useDoorAccessSubscription');
    expect(operation.request.variables).toEqual({ slug: 'k3x9', propertyKeyId: 'unit' });
    expect(slider.getAttribute('aria-disabled')).toBe('true');

    doorUpdate(environment, { state: 'OPENING' });
    expect(within(doorOf('Room 101')).getByRole('status').textContent).toBe('Opening…');

    doorUpdate(environment, { state: 'OPEN', openUntil: '2026-11-23T15:00:06.000Z' });
    expect(within(doorOf('Room 101')).getByRole('status').textContent).toBe('Door open');
    expect(
      screen.getByText('Push the door now: it locks again by itself after 6 seconds.'),
    ).toBeTruthy();

    doorUpdate(environment, { state: 'IDLE' });
    expect(within(doorOf('Room 101')).getByRole('status').textContent).toBe('');
    expect(slider.getAttribute('aria-disabled')).toBeNull();
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
  });

  it('Enter completes the slide too', async () => {
    const { environment } = await renderAccess();
    fireEvent.keyDown(within(doorOf('Room 101')).getByRole('slider'), { key: 'Enter' });
    expect(environment.mock.getMostRecentOperation().request.variables.propertyKeyId).toBe('unit');
  });

  it('shows too many attempts as its own message', async () => {
    const { environment } = await renderAccess();
    fireEvent.keyDown(within(doorOf('Room 101')).getByRole('slider'), { key: 'End' });
    doorUpdate(environment, {
      error: { code: 'UNIT_ACCESS_TOO_MANY_ATTEMPTS', field: null, message: 'too many' },
    });
    const alert = within(doorOf('Room 101')).getByRole('alert');
    expect(alert.textContent).toContain('Too many attempts');
    expect(alert.textContent).toContain(
      'Too many attempts to open the door. Please wait a few minutes, then try again.',
    );
  });

  it('says the door did not open when the stream fails before the lock answered', async () => {
    const { environment } = await renderAccess();
    fireEvent.keyDown(within(doorOf('Room 101')).getByRole('slider'), { key: 'End' });
    act(() => environment.mock.rejectMostRecentOperation(new NetworkError('offline')));
    const alert = within(doorOf('Room 101')).getByRole('alert');
    expect(alert.textContent).toContain("The door didn't open");
    // Offline the error texts cannot be downloaded: the reason comes with the controls' texts.
    expect(alert.textContent).toContain(
      'We couldn’t reach the door: your phone seems to be offline.',
    );
    expect(alert.textContent).not.toContain('code.network');
  });

  it('says the elevator was not called when the phone is offline', async () => {
    const { environment } = await renderAccess();
    fireEvent.click(within(doorOf('Elevator')).getByRole('button', { name: 'Call the elevator' }));
    act(() => environment.mock.rejectMostRecentOperation(new NetworkError('offline')));
    const alert = within(doorOf('Elevator')).getByRole('alert');
    expect(alert.textContent).toContain('The elevator wasn’t called');
    expect(alert.textContent).toContain(
      'We couldn’t reach the elevator: your phone seems to be offline.',
    );
  });

  describe('when the answer of an unlock or a call is lost (OUTCOME_UNKNOWN)', () => {
    const lost = { error: { code: 'OUTCOME_UNKNOWN', field: null, message: 'no answer in time' } };
    const accessCheck = (environment: Environment) => {
      const checks = environment.mock
        .getAllOperations()
        .filter((operation) => operation.request.node.params.name === 'useDoorAccessCheckQuery');
      expect(checks).toHaveLength(1);
      return checks[0] as NonNullable<(typeof checks)[number]>;
    };
    const answerCheck = (environment: Environment, keysNow: object[]) =>
      act(async () => {
        const check = accessCheck(environment);
        environment.mock.resolve(
          check,
          MockPayloadGenerator.generate(check, {
            ...resolvers,
            Reservation: () => ({ id: 'reservation-1', slug: 'k3x9', keys: keysNow }),
          }),
        );
      });

    it('reads the door access again and says the door may be opened again', async () => {
      const { environment } = await renderAccess({
        Reservation: () => ({
          id: 'reservation-1',
          slug: 'k3x9',
          keys,
          checkInState: { state: 'CHECK_IN_COMPLETED', idVerificationState: 'APPROVED' },
        }),
      });
      await screen.findAllByRole('slider');
      fireEvent.keyDown(within(doorOf('Room 101')).getByRole('slider'), { key: 'End' });
      doorUpdate(environment, { state: 'OPENING' });
      doorUpdate(environment, lost);

      expect(accessCheck(environment).request.variables).toEqual({ slug: 'k3x9' });
      expect(within(doorOf('Room 101')).getByRole('status').textContent).toBe('Checking…');
      expect(within(doorOf('Room 101')).queryByRole('alert')).toBeNull();

      await answerCheck(environment, keys);
      const alert = await within(doorOf('Room 101')).findByRole('alert');
      expect(alert.textContent).toContain("We couldn't confirm whether the door opened");
      expect(alert.textContent).toContain(
        "Your access to this door works. If it's still locked, slide to open it again.",
      );
      expect(within(doorOf('Room 101')).getByRole('slider').getAttribute('aria-disabled')).toBe(
        null,
      );
    });

    it('stops waiting for a lock that does not answer in time, and reads the door access again', async () => {
      const { environment } = await renderAccess({
        Reservation: () => ({
          id: 'reservation-1',
          slug: 'k3x9',
          keys,
          checkInState: { state: 'CHECK_IN_COMPLETED', idVerificationState: 'APPROVED' },
        }),
      });
      await screen.findAllByRole('slider');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        fireEvent.keyDown(within(doorOf('Room 101')).getByRole('slider'), { key: 'End' });
        const unlock = environment.mock.getMostRecentOperation();
        doorUpdate(environment, { state: 'OPENING' });
        act(() => vi.advanceTimersByTime(openingLimitMs - 1));
        expect(within(doorOf('Room 101')).getByRole('status').textContent).toBe('Opening…');

        act(() => vi.advanceTimersByTime(1));
        expect(within(doorOf('Room 101')).getByRole('status').textContent).toBe('Checking…');
        // The request is no longer followed: an answer arriving now reaches nothing.
        expect(environment.mock.isLoading(unlock.request.node, unlock.request.variables)).toBe(
          false,
        );
      } finally {
        vi.useRealTimers();
      }
      await answerCheck(environment, keys);
      const alert = await within(doorOf('Room 101')).findByRole('alert');
      expect(alert.textContent).toContain("We couldn't confirm whether the door opened");
      expect(within(doorOf('Room 101')).getByRole('slider').getAttribute('aria-disabled')).toBe(
        null,
      );
    });

    it('shows the elevator key status read again when it can no longer be used', async () => {
      const { environment } = await renderAccess({
        Reservation: () => ({
          id: 'reservation-1',
          slug: 'k3x9',
          keys,
          checkInState: { state: 'CHECK_IN_COMPLETED', idVerificationState: 'APPROVED' },
        }),
      });
      await screen.findAllByRole('slider');
      fireEvent.click(
        within(doorOf('Elevator')).getByRole('button', { name: 'Call the elevator' }),
      );
      doorUpdate(environment, { state: 'SENDING' });
      act(() =>
        environment.mock.reject(
          environment.mock.getMostRecentOperation(),
          new ApiError('OUTCOME_UNKNOWN', 'doorAccess failed: no answer in time'),
        ),
      );
      expect(within(doorOf('Elevator')).getByRole('status').textContent).toBe('Checking…');

      await answerCheck(
        environment,
        keys.map((each) =>
          'keyId' in each && each.keyId === 'elevator'
            ? { ...each, unavailability: { code: 'NOT_AVAILABLE', availableAt: null } }
            : each,
        ),
      );
      expect(await within(doorOf('Elevator')).findByText('Not available')).toBeTruthy();
      expect(within(doorOf('Elevator')).queryByRole('button')).toBeNull();
    });

    it('says the access could not be checked either when the read fails', async () => {
      const { environment } = await renderAccess();
      fireEvent.keyDown(within(doorOf('Room 101')).getByRole('slider'), { key: 'End' });
      doorUpdate(environment, lost);
      act(() => environment.mock.reject(accessCheck(environment), new NetworkError('offline')));

      const alert = await within(doorOf('Room 101')).findByRole('alert');
      expect(alert.textContent).toContain("We couldn't confirm whether the door opened");
      expect(alert.textContent).toContain(
        "We couldn't check your access either. Check your connection, then try again.",
      );
    });
  });

  it('calls the elevator: sending request, then on the way', async () => {
    const { environment } = await renderAccess();
    fireEvent.click(within(doorOf('Elevator')).getByRole('button', { name: 'Call the elevator' }));
    expect(environment.mock.getMostRecentOperation().request.variables.propertyKeyId).toBe(
      'elevator',
    );
    doorUpdate(environment, { state: 'SENDING' });
    expect(within(doorOf('Elevator')).getByRole('status').textContent).toBe('Sending request…');
    doorUpdate(environment, { state: 'ON_THE_WAY' });
    expect(within(doorOf('Elevator')).getByRole('status').textContent).toBe(
      'The elevator is on its way',
    );
    expect(
      within(doorOf('Elevator')).getByRole('button', { name: 'The elevator is on its way' }),
    ).toHaveProperty('disabled', true);
  });

  it('shows the Wi-Fi with copy buttons, the shared rooms, the guide and the contacts', async () => {
    await renderAccess();
    const wifi = screen.getByRole('region', { name: 'Wi-Fi' });
    expect(within(wifi).getByText('london-ch65-101')).toBeTruthy();
    expect(within(wifi).getByText('room-3036')).toBeTruthy();
    expect(within(wifi).getByRole('button', { name: 'Copy the Wi-Fi password' })).toBeTruthy();

    const rooms = screen.getByRole('region', { name: 'Shared rooms' });
    expect(within(rooms).getByText('Floor -1')).toBeTruthy();
    expect(within(rooms).getByText('Sign on the door: WASHETERIA')).toBeTruthy();

    const guide = screen.getByRole('region', { name: 'How to get in' });
    expect(within(guide).getByText('Look for the blue door.')).toBeTruthy();

    const help = screen.getByRole('region', { name: 'Code not working?' });
    expect(
      within(help).getByRole('link', { name: 'Open the access guide' }).getAttribute('href'),
    ).toBe('#access-guide');
    expect(
      within(help).getByRole('link', { name: 'Call us +442075550100' }).getAttribute('href'),
    ).toBe('tel:+442075550100');
    expect(within(help).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('sends a guest who has not checked in yet to online check-in for the codes', async () => {
    await renderAccess({
      Reservation: () => ({
        slug: 'k3x9',
        keys: [],
        checkInState: { state: 'GUEST_DETAILS_REQUIRED', idVerificationState: 'NOT_REQUIRED' },
      }),
    });
    expect(screen.getByText("Your door codes appear once you've checked in online.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check in online' }).getAttribute('href')).toBe(
      '/stay/check-in?slug=k3x9',
    );
  });

  it('says nothing about check-in once it is done', async () => {
    await renderAccess();
    expect(screen.queryByRole('link', { name: 'Check in online' })).toBeNull();
  });
});

describe("door access words the guest's unit by its kind", () => {
  beforeEach(() => localStorage.clear());

  // The guest's own door as the core API sends it: unnamed, so the app names it by the unit.
  const unnamedUnitDoor = key({
    keyId: 'unit',
    name: null,
    type: 'PROPERTY_UNIT',
    accessType: 'CODE',
    code: '4711',
  });
  const checkedOutStay = (unitKind: 'APARTMENT' | 'ROOM') => ({
    ...resolvers,
    Reservation: () => ({
      slug: 'k3x9',
      stage: 'CHECKED_OUT',
      unitKind,
      accessAfterCheckOut: {
        unitUntil: '2026-11-25T10:35:00.000Z',
        buildingUntil: '2026-11-25T23:00:00.000Z',
      },
      keys: [keys[0], unnamedUnitDoor],
      checkInState: { state: 'CHECK_IN_COMPLETED', idVerificationState: 'APPROVED' },
    }),
  });

  it('a hotel stay says room: the way in, the own door and what stays open', async () => {
    await renderRoute('/stay/access?slug=k3x9', { resolvers: checkedOutStay('ROOM') });
    expect(
      await screen.findByText('Your doors in order, from the street to your room.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Your room' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your room stays open until 10:35 and the building until 23:00, in case you left something behind.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/apartment/i)).toBeNull();
  });

  it('an apartment stay says apartment', async () => {
    await renderRoute('/stay/access?slug=k3x9', { resolvers: checkedOutStay('APARTMENT') });
    expect(
      await screen.findByText('Your doors in order, from the street to your apartment.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Your apartment' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your apartment stays open until 10:35 and the building until 23:00, in case you left something behind.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/\byour room\b/i)).toBeNull();
  });

  it('in German, with the noun and its article agreeing: Zimmer for a room, Apartment otherwise', async () => {
    await renderRoute('/stay/access?slug=k3x9', {
      locale: 'de-DE',
      resolvers: checkedOutStay('ROOM'),
    });
    expect(
      await screen.findByText('Ihre Türen der Reihe nach, von der Straße bis zu Ihrem Zimmer.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Ihr Zimmer' })).toBeTruthy();
    expect(screen.getByText(/^Ihr Zimmer bleibt bis 10:35 und das Gebäude bis 23:00/)).toBeTruthy();
    expect(screen.queryByText(/Apartment|Wohnung/)).toBeNull();
  });

  it('in German, an apartment stay says Apartment', async () => {
    await renderRoute('/stay/access?slug=k3x9', {
      locale: 'de-DE',
      resolvers: checkedOutStay('APARTMENT'),
    });
    expect(
      await screen.findByText('Ihre Türen der Reihe nach, von der Straße bis zu Ihrem Apartment.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Ihr Apartment' })).toBeTruthy();
    expect(
      screen.getByText(/^Ihr Apartment bleibt bis 10:35 und das Gebäude bis 23:00/),
    ).toBeTruthy();
    expect(screen.queryByText(/Zimmer/)).toBeNull();
  });
});

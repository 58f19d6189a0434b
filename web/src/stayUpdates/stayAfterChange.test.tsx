import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckOutMutation } from '../routes/CheckOut/useCheckOutMutation.ts';
import { useOrderStatusSubscription } from '../routes/Order/useOrderStatusSubscription.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

// After every change the screens of the stay follow without a reload: the change's answer (the
// order's final status, a mutation's payload, the read at the stay's next boundary) carries the
// stay with `stayUpdate_reservation`, Relay normalises it, the screen on show re-renders and a
// screen opened afterwards finds the new values in the store without asking again.

type Environment = Awaited<ReturnType<typeof renderRoute>>['environment'];
type Router = Awaited<ReturnType<typeof renderRoute>>['router'];

const validity = { validFrom: '2099-12-01T11:00:00.000Z', validTo: '2099-12-03T09:00:00.000Z' };
const doorKey = (fields: object) => ({
  keypadButton: null,
  code: null,
  unavailability: null,
  name: null,
  ...validity,
  ...fields,
});

const entrance = doorKey({
  id: 'DoorKey:entrance',
  keyId: 'entrance',
  name: 'Main entrance',
  type: 'ENTRANCE',
  accessType: 'CODE',
  code: '1357',
  keypadButton: '#',
});

/** Studio 411, opened with a code, under way in Helsinki. */
const studio = {
  id: 'Reservation:k3x9',
  slug: 'k3x9',
  confirmationNumber: 'BK-4711',
  status: 'CONFIRMED',
  pageState: 'ACTIVE',
  stage: 'IN_HOUSE',
  isCancelled: false,
  isCheckedOut: false,
  hasStarted: true,
  isCheckOutAvailable: false,
  isOpenForOrders: true,
  asOf: '2099-12-02T10:00:00.000Z',
  nextChangeAt: '2099-12-02T22:00:00.000Z',
  startDate: '2099-12-01T13:00:00.000Z',
  endDate: '2099-12-03T09:00:00.000Z',
  arrivalTime: '2099-12-01T13:00:00.000Z',
  departureTime: '2099-12-03T09:00:00.000Z',
  checkOutDate: null,
  nightsCount: 2,
  guestCount: 2,
  card: { id: 'CreditCard:c1', cardId: 'c1', numberMasked: '424242xxxxxx4242', lastFour: '4242' },
  cards: [],
  accessAfterCheckOut: null,
  checkInState: { state: 'CHECK_IN_COMPLETED', idVerificationState: 'APPROVED' },
  unit: {
    name: 'Studio 411',
    number: '411',
    floor: '4',
    type: 'APARTMENT',
    images: [],
    address: null,
  },
  unitCategory: { id: 'UnitCategory:studio', name: 'Studio', images: [] },
  keys: [
    entrance,
    doorKey({
      id: 'DoorKey:411',
      keyId: 'unit-411',
      name: 'Studio 411',
      type: 'PROPERTY_UNIT',
      accessType: 'CODE',
      code: '5720',
    }),
  ],
  integrations: { wifi: { ssid: 'studio-411', password: 'pine-5720' }, commonDoors: [] },
  orderedItems: { edges: [] },
  offeredProducts: [
    {
      id: 'Product:gym',
      productId: 'p-gym',
      name: 'Gym',
      type: 'GYM',
      group: 'LOCAL_PRODUCTS',
      isOrderable: true,
      priceGross: { decimalAmount: '12.00', currencyCode: 'EUR' },
    },
  ],
  productOffers: [],
};

const helsinki = {
  id: 'Property:helsinki',
  name: 'Kasarmikatu 40',
  city: 'Helsinki',
  timeZone: 'Europe/Helsinki',
  notices: [],
  contacts: { phone: '+358405550100', whatsappNumber: null },
};

const resolversOf = (reservation: object): MockResolvers => ({
  Reservation: () => reservation,
  Property: () => helsinki,
  HelpContent: () => ({ accessGuides: [] }),
});

/** Answers the most recent operation named `name` from the stay as given. */
async function answer(environment: Environment, name: string, reservation: object) {
  const operation = await waitFor(() => {
    const found = environment.mock
      .getAllOperations()
      .findLast((candidate) => candidate.request.node.params.name === name);
    if (!found) throw new Error(`no ${name} sent`);
    return found;
  });
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, resolversOf(reservation)),
    );
  });
}

const sent = (environment: Environment, name: string) =>
  environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === name);

async function go(router: Router, path: string) {
  await act(async () => {
    await router.navigate(path);
  });
}

const wrapperOf =
  (environment: Environment) =>
  ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );

/** Follows order o1 as the confirmation does and delivers its final status with the stay. */
async function orderSettles(environment: Environment, reservation: object) {
  renderHook(
    () =>
      useOrderStatusSubscription({
        orderId: 'o1',
        slug: 'k3x9',
        onUpdate: () => {},
        onFailure: () => {},
      }),
    { wrapper: wrapperOf(environment) },
  );
  const operation = await waitFor(() => {
    const [subscription] = sent(environment, 'useOrderStatusSubscription');
    if (!subscription) throw new Error('not subscribed');
    return subscription;
  });
  await act(async () => {
    environment.mock.nextValue(
      operation,
      MockPayloadGenerator.generate(operation, {
        ...resolversOf(reservation),
        Order: () => ({ id: 'Order:o1', orderId: 'o1', status: 'ORDERED', error: null }),
      }),
    );
  });
}

/** Opens door access, then the stay page, as a guest who looked at both before buying. */
async function openAccessThenStay(reservation: object) {
  const view = await renderRoute('/stay/access?slug=k3x9', { manual: true });
  await answer(view.environment, 'AccessRouteQuery', reservation);
  await screen.findByRole('heading', { level: 1, name: 'Getting in' });
  await go(view.router, '/stay?slug=k3x9');
  await answer(view.environment, 'StayRouteQuery', reservation);
  await screen.findByRole('heading', { level: 1, name: helsinki.name });
  return view;
}

describe('the screens follow a settled order without a reload', () => {
  beforeEach(() => localStorage.clear());

  it('an upgrade: the stay page and door access show the new room, its code, its Wi-Fi and its slide to open', async () => {
    const { environment, router } = await openAccessThenStay(studio);
    expect(screen.getByText('Studio 411 · Apartment · Floor 4')).toBeTruthy();

    const suite = {
      ...studio,
      unit: { ...studio.unit, name: 'Suite 102', number: '102', floor: '1', type: 'SUITE' },
      unitCategory: { id: 'UnitCategory:suite', name: 'Suite', images: [] },
      keys: [
        entrance,
        doorKey({
          id: 'DoorKey:102',
          keyId: 'unit-102',
          name: 'Suite 102',
          type: 'PROPERTY_UNIT',
          accessType: 'REMOTE',
        }),
      ],
      integrations: { wifi: { ssid: 'suite-102', password: 'birch-8841' }, commonDoors: [] },
    };
    await orderSettles(environment, suite);

    // The page on show re-renders.
    expect(await screen.findByText('Suite 102 · Suite · Floor 1')).toBeTruthy();
    const wifi = screen.getByRole('region', { name: 'Wi-Fi' });
    expect(within(wifi).getByText('suite-102')).toBeTruthy();
    expect(within(wifi).queryByText('studio-411')).toBeNull();

    // Door access, opened again, answers from the store: the new room and nothing of the old.
    await go(router, '/stay/access?slug=k3x9');
    await screen.findByRole('heading', { level: 1, name: 'Getting in' });
    expect(sent(environment, 'AccessRouteQuery')).toEqual([]);
    expect(await screen.findByRole('region', { name: 'Suite 102' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Studio 411' })).toBeNull();
    expect(screen.queryByText('5720')).toBeNull();
    expect(await screen.findByRole('slider', { name: /Suite 102/ })).toBeTruthy();
    expect(screen.getByText('birch-8841')).toBeTruthy();
  });

  it('an extension: the stay page shows the new departure and night count at once', async () => {
    const { environment } = await openAccessThenStay(studio);
    expect(screen.getByText(/2 nights/)).toBeTruthy();

    await orderSettles(environment, {
      ...studio,
      endDate: '2099-12-04T09:00:00.000Z',
      departureTime: '2099-12-04T09:00:00.000Z',
      nightsCount: 3,
    });

    expect(await screen.findByText(/3 nights/)).toBeTruthy();
    expect(screen.getByText('Fri, 4 Dec 2099, 11:00')).toBeTruthy();
    expect(screen.queryByText('Thu, 3 Dec 2099, 11:00')).toBeNull();
  });

  it('an early check-in: the door summary says from when, and Your extras lists it', async () => {
    const notYet = (availableAt: string) => ({ code: 'NOT_AVAILABLE_YET', availableAt });
    const upcoming = {
      ...studio,
      stage: 'UPCOMING',
      hasStarted: false,
      keys: studio.keys.map((key) => ({
        ...key,
        code: null,
        unavailability: notYet(studio.arrivalTime),
      })),
    };
    const { environment } = await openAccessThenStay(upcoming);
    const doors = screen.getByRole('region', { name: 'Door access' });
    expect(within(doors).getByText(/Available from 15:00/)).toBeTruthy();

    const noon = '2099-12-01T10:00:00.000Z';
    const earlyCheckIn = {
      id: 'Product:early',
      productId: 'p-early',
      name: 'Early check-in',
      type: 'EARLY_CHECK_IN',
      group: 'BOB_W_PRODUCTS',
      isOrderable: false,
      priceGross: { decimalAmount: '25.00', currencyCode: 'EUR' },
    };
    await orderSettles(environment, {
      ...upcoming,
      arrivalTime: noon,
      keys: upcoming.keys.map((key) => ({ ...key, validFrom: noon, unavailability: notYet(noon) })),
      orderedItems: {
        edges: [
          {
            node: {
              id: 'OrderedItem:e1',
              orderItemId: 'e1',
              productId: 'p-early',
              name: 'Early check-in',
              type: 'EARLY_CHECK_IN',
              consumptionDate: '2099-12-01',
              timeslotStartsAt: noon,
              isEstimate: false,
              transfer: null,
              priceGross: { decimalAmount: '25.00', currencyCode: 'EUR' },
            },
          },
        ],
      },
      offeredProducts: [...studio.offeredProducts, earlyCheckIn],
    });

    expect(await within(doors).findByText(/Available from 12:00/)).toBeTruthy();
    const extras = screen.getByRole('region', { name: 'Your extras' });
    expect(within(extras).getByText('Early check-in')).toBeTruthy();
    expect(within(extras).getByText('€25.00')).toBeTruthy();
  });
});

describe('the screens follow a change of the stay without a reload', () => {
  beforeEach(() => localStorage.clear());

  it('a check-out: the stay page sells nothing more and says until when the doors open', async () => {
    const departureDay = { ...studio, stage: 'DEPARTURE_DAY', isCheckOutAvailable: true };
    const { environment } = await openAccessThenStay(departureDay);
    expect(screen.getByRole('region', { name: 'Make your stay better' })).toBeTruthy();

    const { result } = renderHook(() => useCheckOutMutation(), {
      wrapper: wrapperOf(environment),
    });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.commit({ variables: { slug: 'k3x9' } });
    });
    await answer(environment, 'useCheckOutMutation', {
      ...departureDay,
      stage: 'CHECKED_OUT',
      isCheckedOut: true,
      isCheckOutAvailable: false,
      isOpenForOrders: false,
      checkOutDate: '2099-12-03T08:00:00.000Z',
      accessAfterCheckOut: {
        unitUntil: '2099-12-03T08:15:00.000Z',
        buildingUntil: '2099-12-03T21:00:00.000Z',
      },
      offeredProducts: [],
    });
    await outcome;

    expect(await screen.findByText("You've checked out")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Make your stay better' })).toBeNull();
  });
});

describe('a stay screen left open across a boundary', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('reads the stay again at the instant the gateway names, and shows its new stage', async () => {
    // The device's clock is a day behind the core API's: the wait is the answer's, not the device's.
    vi.setSystemTime(new Date('2099-11-30T14:59:00.000Z'));
    const beforeCheckIn = {
      ...studio,
      stage: 'ARRIVAL_DAY',
      asOf: '2099-12-01T12:59:00.000Z',
      nextChangeAt: '2099-12-01T13:00:00.000Z',
      keys: studio.keys.map((key) => ({
        ...key,
        code: null,
        unavailability: { code: 'NOT_AVAILABLE_YET', availableAt: '2099-12-01T13:00:00.000Z' },
      })),
    };
    const view = await renderRoute('/stay?slug=k3x9', { manual: true });
    await answer(view.environment, 'StayRouteQuery', beforeCheckIn);
    const doors = await screen.findByRole('region', { name: 'Door access' });
    expect(within(doors).getByText(/Available from 15:00/)).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(sent(view.environment, 'useStayClockQuery')).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(2_500);
    });
    await answer(view.environment, 'useStayClockQuery', {
      ...beforeCheckIn,
      asOf: '2099-12-01T13:00:01.000Z',
      nextChangeAt: '2099-12-01T22:00:00.000Z',
      keys: studio.keys,
    });

    expect(await within(doors).findByText('1357')).toBeTruthy();
    expect(within(doors).queryByText(/Available from/)).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCustomer } from '../../integrations/analyticsIdentity.ts';
import { customerData, setCustomerData } from '../../session/customerData.ts';
import { isSignedIn, storeSession } from '../../session/session.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';

vi.mock('../../integrations/analytics.ts', () => ({
  track: vi.fn(),
  trackStayPageViewed: vi.fn(),
  setAnalyticsReservation: vi.fn(),
}));
vi.mock('../../integrations/analyticsIdentity.ts', () => ({
  identifyCustomer: vi.fn(),
  forgetCustomer: vi.fn(),
}));

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

async function answer(environment: MockEnvironment, name: string, resolvers: MockResolvers = {}) {
  const operation = await waitFor(() => {
    const pending = environment.mock
      .getAllOperations()
      .find((candidate) => candidate.request.node.params.name === name);
    if (!pending) throw new Error(`${name} was not sent`);
    return pending;
  });
  environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  return operation.request.variables;
}

const aino = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino.virtanen@example.com',
  isMember: true,
  referralCode: 'AINO-VIRTANEN-10',
};

const helsinki = {
  reservationId: 'r1',
  slug: 'demo-stay-helsinki',
  propertyName: 'Kasarmikatu 40',
  city: 'Helsinki',
  timeZone: 'Europe/Helsinki',
  startDate: '2099-11-23T13:00:00.000Z',
  endDate: '2099-11-26T08:00:00.000Z',
  status: 'CONFIRMED',
  unitCategoryName: 'Studio',
  unitCategoryImages: [],
};

function accountResolvers(overrides: MockResolvers = {}): MockResolvers {
  return {
    Customer: () => aino,
    CustomerStatistics: () => ({
      hasError: false,
      nightsStayed: 12,
      propertiesVisited: 3,
      propertiesTotal: 40,
    }),
    ReservationSummaryConnection: () => ({ totalCount: 1, edges: [{ node: helsinki }] }),
    ...overrides,
  };
}

const future = '2099-01-01T00:00:00.000Z';

describe('the account routes', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it.each(['/account', '/account/rewards', '/reservations'])(
    '%s sends a visitor who is not signed in to signup',
    async (path) => {
      const { router } = await renderRoute(path, { manual: true });
      await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    },
  );

  it.each(['/account', '/account/rewards', '/reservations'])(
    '%s sends white-label guests to check-in (no account area there)',
    async (path) => {
      storeSession(future);
      const { router } = await renderRoute(path, { manual: true, presentation: 'white-label' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/check-in'));
    },
  );

  it('drop a session the server no longer knows and go to signup', async () => {
    storeSession(future);
    const { router } = await renderRoute('/account', {
      resolvers: { Query: () => ({ viewer: null }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(isSignedIn()).toBe(false);
  });

  it('add the account tab to the main presentation only, with the header button', async () => {
    storeSession(future);
    await renderRoute('/account', { resolvers: accountResolvers() });
    const tabs = await screen.findByRole('navigation', { name: 'Stay sections' });
    const accountTab = within(tabs).getByRole('link', { name: 'Account' });
    expect(accountTab.getAttribute('href')).toBe('/account');
    expect(accountTab.getAttribute('aria-current')).toBe('page');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Your account' }),
    ).toBeTruthy();
  });
});

describe('the account home', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(future);
    setCustomerData('not-loaded');
  });

  it('shows the name, e-mail, statistics, referral code and stays linking to the stay', async () => {
    await renderRoute('/account', { resolvers: accountResolvers() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' })).toBeTruthy();
    expect(screen.getByText('aino.virtanen@example.com')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
    const statistics = screen.getByRole('region', { name: 'Your stays with us' });
    expect(within(statistics).getByText('12')).toBeTruthy();
    expect(within(statistics).getByText('3 of 40')).toBeTruthy();
    expect(screen.getByText('AINO-VIRTANEN-10')).toBeTruthy();
    const stay = await screen.findByRole('link', { name: /Kasarmikatu 40/ });
    expect(stay.getAttribute('href')).toBe('/stay?slug=demo-stay-helsinki');
    expect(stay.textContent).toContain('23 Nov 2099 – 26 Nov 2099');
    expect(screen.getByRole('link', { name: /Your rewards/ }).getAttribute('href')).toBe(
      '/account/rewards',
    );
    expect(customerData()).toBe('signed-in');
  });

  it('says when the statistics could not be loaded', async () => {
    await renderRoute('/account', {
      resolvers: accountResolvers({
        CustomerStatistics: () => ({ hasError: true, nightsStayed: null }),
      }),
    });
    expect(
      await screen.findByText("Your statistics can't be shown right now. Please try again later."),
    ).toBeTruthy();
  });

  it('has no referral card without a code, and links to every reservation beyond three', async () => {
    await renderRoute('/account', {
      resolvers: accountResolvers({
        Customer: () => ({ ...aino, referralCode: '' }),
        ReservationSummaryConnection: () => ({ totalCount: 5, edges: [{ node: helsinki }] }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' });
    expect(screen.queryByRole('region', { name: 'Invite friends' })).toBeNull();
    expect(
      (await screen.findByRole('link', { name: 'See all 5 reservations' })).getAttribute('href'),
    ).toBe('/reservations');
  });

  it('stays quiet about stays that could not be loaded, and reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderRoute('/account', {
      resolvers: accountResolvers({ Viewer: () => ({ activeReservations: null }) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' });
    // The stays section is its own chunk: once it has loaded and rendered, it must be empty.
    await act(async () => {
      await import('./components/AccountStays.tsx');
    });
    await screen.findByRole('button', { name: 'Log out' });
    expect(screen.queryByRole('heading', { name: 'Your stays' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('The active reservations could not be loaded.'),
      ),
    );
    warn.mockRestore();
  });

  it('logs out: the session is revoked, the customer cleared and marked not loaded', async () => {
    const { environment, router } = await renderRoute('/account', { manual: true });
    await answer(environment, 'AccountRouteQuery', accountResolvers());
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await answer(environment, 'useLogOutMutation', {
      LogOutPayload: () => ({ ok: true, error: null }),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(isSignedIn()).toBe(false);
    expect(customerData()).toBe('not-loaded');
    // Later analytics calls on this device are no longer the customer's.
    expect(forgetCustomer).toHaveBeenCalled();
  });

  it('keeps the session when logout fails, and says so', async () => {
    const { environment } = await renderRoute('/account', { manual: true });
    await answer(environment, 'AccountRouteQuery', accountResolvers());
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await answer(environment, 'useLogOutMutation', {
      LogOutPayload: () => ({ ok: false }),
      UserError: () => ({ code: 'NETWORK', field: null, message: 'down' }),
    });

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(isSignedIn()).toBe(true);
  });
});

describe('the rewards', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(future);
  });

  const reward = (rewardId: string, status: string, extra: object = {}) => ({
    rewardId,
    status,
    isUnlocked: status !== 'INACTIVE',
    name: `Reward ${rewardId}`,
    subTitle: '',
    description: '',
    guideline: '',
    nightsUntilNextTier: 0,
    reservationsUntilNextTier: 0,
    ...extra,
  });

  it('are grouped active, upcoming, inactive; unlocked or locked', async () => {
    await renderRoute('/account/rewards', {
      resolvers: {
        Viewer: () => ({
          rewards: [
            reward('a', 'INACTIVE', { nightsUntilNextTier: 3 }),
            reward('b', 'ACTIVE', { guideline: 'Show this at the desk.' }),
            reward('c', 'UPCOMING', { reservationsUntilNextTier: 1 }),
            reward('d', 'INACTIVE', { reservationsUntilNextTier: 2 }),
          ],
        }),
      },
    });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    // Spec §9: the loyalty scheme's offer at new locations.
    expect(
      screen.getByText('As a member you get up to 50% off at our new locations.'),
    ).toBeTruthy();
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Active',
      'Upcoming',
      'Inactive',
    ]);
    const active = screen.getByRole('region', { name: 'Active' });
    expect(within(active).getByText('Unlocked')).toBeTruthy();
    expect(within(active).getByText('Show this at the desk.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).getByText('Unlocked'),
    ).toBeTruthy();
    const inactive = screen.getByRole('region', { name: 'Inactive' });
    expect(within(inactive).getAllByText('Locked')).toHaveLength(2);
    expect(within(inactive).getByText('3 more nights to unlock')).toBeTruthy();
    expect(within(inactive).getByText('2 more stays to unlock')).toBeTruthy();
  });

  it("say 'Future rewards need at least two stays' when there are none yet", async () => {
    await renderRoute('/account/rewards', { resolvers: { Viewer: () => ({ rewards: [] }) } });
    expect(await screen.findByText('Future rewards need at least two stays')).toBeTruthy();
  });

  it('say so when they could not be loaded', async () => {
    await renderRoute('/account/rewards', { resolvers: { Viewer: () => ({ rewards: null }) } });
    expect(
      await screen.findByText("Your rewards can't be shown right now. Please try again later."),
    ).toBeTruthy();
  });
});

describe('the reservations list', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(future);
  });

  it('lists the active reservations, each opening its stay', async () => {
    await renderRoute('/reservations', {
      resolvers: {
        ReservationSummaryConnection: () => ({
          edges: [
            { node: helsinki },
            { node: { ...helsinki, reservationId: 'r2', slug: 'x2', status: 'CANCELED' } },
          ],
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your reservations' }),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Kasarmikatu 40/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/stay?slug=demo-stay-helsinki',
      '/stay?slug=x2',
    ]);
    expect(within(links[1] as HTMLElement).getByText('Cancelled')).toBeTruthy();
  });

  it('lists what was bought for each stay: its name, its slot, and how many more', async () => {
    const item = (orderItemId: string, fields: Record<string, unknown>) => ({
      node: {
        orderItemId,
        consumptionDate: null,
        timeslotStartsAt: null,
        transfer: null,
        ...fields,
      },
    });
    await renderRoute('/reservations', {
      resolvers: {
        ReservationSummaryConnection: () => ({
          edges: [
            {
              node: {
                ...helsinki,
                orderedItems: {
                  totalCount: 5,
                  edges: [
                    item('i1', {
                      name: 'Early check-in',
                      type: 'EARLY_CHECK_IN',
                      timeslotStartsAt: '2099-11-23T10:00:00.000Z',
                    }),
                    item('i2', { name: 'Breakfast', type: 'DAILY', consumptionDate: '2099-11-24' }),
                    item('i3', {
                      name: 'Airport transfer',
                      type: 'CUSTOM',
                      consumptionDate: '2099-11-26',
                      transfer: {
                        direction: 'TO_AIRPORT',
                        time: '09:30',
                        address: 'Kasarmikatu 40',
                      },
                    }),
                  ],
                },
              },
            },
            {
              node: {
                ...helsinki,
                reservationId: 'r2',
                slug: 'x2',
                orderedItems: { totalCount: 0, edges: [] },
              },
            },
          ],
        }),
      },
    });
    const [first, second] = await screen.findAllByRole('link', { name: /Kasarmikatu 40/ });
    const card = within(first as HTMLElement);
    expect(card.getByText('Your extras')).toBeTruthy();
    // The slot in the property's time zone (Helsinki, UTC+2 in November).
    expect(card.getByText(/^Early check-in · .*12:00/)).toBeTruthy();
    expect(card.getByText(/^Breakfast · .*24/)).toBeTruthy();
    expect(
      card.getByText(/^Airport transfer · .* 09:30 · To the airport from Kasarmikatu 40$/),
    ).toBeTruthy();
    expect(card.getByText('and 2 more')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText('Your extras')).toBeNull();
  });

  it('loads the next page on request', async () => {
    const { environment } = await renderRoute('/reservations', { manual: true });
    await answer(environment, 'ReservationsRouteQuery', {
      ReservationSummaryConnection: () => ({
        // Ids as a server gives them: the connection keeps one edge per node id.
        edges: [{ cursor: 'c1', node: { ...helsinki, id: 'ReservationSummary-r1' } }],
        pageInfo: { hasNextPage: true, endCursor: 'c1' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more reservations' }));
    const next = await answer(environment, 'ReservationsRoutePaginationQuery', {
      ReservationSummaryConnection: () => ({
        edges: [
          {
            cursor: 'c2',
            node: { ...helsinki, id: 'ReservationSummary-r2', reservationId: 'r2', slug: 'x2' },
          },
        ],
        pageInfo: { hasNextPage: false, endCursor: 'c2' },
      }),
    });

    expect(next).toMatchObject({ count: 5, cursor: 'c1' });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Kasarmikatu 40/ })).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Show more reservations' })).toBeNull();
  });

  it('says what to do when there are none', async () => {
    await renderRoute('/reservations', {
      resolvers: { ReservationSummaryConnection: () => ({ edges: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'No reservations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a booking' }).getAttribute('href')).toBe(
      '/check-in',
    );
  });
});

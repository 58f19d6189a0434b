import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsReservation, trackStayPageViewed } from '../integrations/analytics.ts';
import { NetworkError } from '../relay/errors.ts';
import { customerData, setCustomerData } from '../session/customerData.ts';
import { isSignedIn, storeSession } from '../session/session.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

vi.mock('../integrations/analytics.ts', () => ({
  track: vi.fn(),
  trackStayPageViewed: vi.fn(),
  setAnalyticsReservation: vi.fn(),
}));

const stay = {
  reservationId: 'res-4711',
  startDate: '2099-12-01T14:00:00.000Z',
  endDate: '2099-12-03T10:00:00.000Z',
  nightsCount: 2,
  adultsCount: 2,
  childrenCount: 1,
  pageState: 'ACTIVE',
};

const resolversFor = (isWhiteLabel: boolean) => ({
  Reservation: () => stay,
  Property: () => ({ name: 'Kopenhagener Straße 92', city: 'Berlin', isWhiteLabel }),
});

type MockEnvironment = Awaited<ReturnType<typeof renderRoute>>['environment'];

/** Waits until the operation `name` is sent, and gives it. */
function pendingOperation(environment: MockEnvironment, name: string) {
  return waitFor(() => {
    const found = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === name);
    if (!found) throw new Error(`${name} was not sent`);
    return found;
  });
}

describe('the shell integrations', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('gives analytics the reservation context, then counts the stay page view', async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: resolversFor(false) });

    await waitFor(() => expect(trackStayPageViewed).toHaveBeenCalledTimes(1));
    expect(setAnalyticsReservation).toHaveBeenCalledWith({
      reservationId: 'res-4711',
      startDate: stay.startDate,
      endDate: stay.endDate,
      nights: 2,
      adults: 2,
      children: 1,
      propertyName: 'Kopenhagener Straße 92',
      propertyCity: 'Berlin',
    });
    expect(document.documentElement.dataset.brand).toBe('main');
    expect(screen.getByRole('link', { name: 'Guest app, home' })).toBeTruthy();
  });

  it("a white-label property's stay turns the branded host white-label: no logo, teal tokens", async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: resolversFor(true) });

    await waitFor(() => expect(document.documentElement.dataset.brand).toBe('white-label'));
    expect(screen.queryByRole('link', { name: 'Guest app, home' })).toBeNull();
  });

  it('off the stay: no reservation context and no stay page view', async () => {
    await renderRoute('/check-in', { resolvers: resolversFor(true) });

    await waitFor(() => expect(setAnalyticsReservation).toHaveBeenCalledWith(null));
    expect(trackStayPageViewed).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.brand).toBe('main');
  });

  it("the account's dot goes once the account was navigated to, even when it sent the visitor to signup", async () => {
    const { router } = await renderRoute('/stay?slug=k3x9', { resolvers: resolversFor(false) });
    const account = await screen.findByRole('link', { name: 'Account New notification' });
    fireEvent.click(account);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'Account' });
    expect(screen.queryByRole('link', { name: 'Account New notification' })).toBeNull();
  });

  it("the account's dot goes when a customer signs in, and returns after logout", async () => {
    await renderRoute('/stay?slug=k3x9', { resolvers: resolversFor(false) });
    await screen.findByRole('link', { name: 'Account New notification' });
    act(() => setCustomerData('signed-in'));
    expect(screen.queryByRole('link', { name: 'Account New notification' })).toBeNull();
    // Logout marks customer data as not loaded (spec §4): no dot until it has loaded again.
    act(() => setCustomerData('not-loaded'));
    expect(screen.queryByRole('link', { name: 'Account New notification' })).toBeNull();
    act(() => setCustomerData('signed-out'));
    expect(screen.getByRole('link', { name: 'Account New notification' })).toBeTruthy();
  });

  it('loads the customer of a stored session; a failed load is reported and otherwise silent', async () => {
    storeSession('2099-01-01T00:00:00.000Z');
    setCustomerData('not-loaded');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { environment } = await renderRoute('/stay?slug=k3x9', { manual: true });
    const pending = (name: string) => pendingOperation(environment, name);
    const stayQuery = await pending('StayRouteQuery');
    act(() =>
      environment.mock.resolve(
        stayQuery,
        MockPayloadGenerator.generate(stayQuery, resolversFor(false)),
      ),
    );
    const customer = await pending('shellIntegrationsCustomerQuery');
    act(() => environment.mock.reject(customer, new NetworkError('Failed to fetch')));

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('customer load')),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Stay sections' })).toBeTruthy();
    expect(customerData()).toBe('not-loaded');
    expect(isSignedIn()).toBe(true);
    warn.mockRestore();
    localStorage.clear();
  });

  it("a page's customer load answered once a fresh page started never ends that page's session", async () => {
    storeSession('2099-01-01T00:00:00.000Z');
    const first = await renderRoute('/stay?slug=k3x9', { manual: true });
    const pending = (name: string) => pendingOperation(first.environment, name);
    const stayQuery = await pending('StayRouteQuery');
    act(() =>
      first.environment.mock.resolve(
        stayQuery,
        MockPayloadGenerator.generate(stayQuery, resolversFor(false)),
      ),
    );
    const customer = await pending('shellIntegrationsCustomerQuery');

    // A fresh page (the next test, or the app started again) with a session of its own; then the
    // first page's load learns that its session was unknown.
    await renderRoute('/check-in', { resolvers: resolversFor(false) });
    storeSession('2099-06-01T00:00:00.000Z');
    act(() => first.environment.mock.resolve(customer, { data: { viewer: null } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(isSignedIn()).toBe(true);
    localStorage.clear();
  });
});

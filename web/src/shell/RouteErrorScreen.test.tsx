import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../relay/errors.ts';
import { storeCurrentStay } from '../session/currentStay.ts';
import { keepStayAnswers } from '../session/offlineStay.ts';
import { renderRoute } from '../testing/renderRoute.tsx';

type Environment = Awaited<ReturnType<typeof renderRoute>>['environment'];

async function pendingStayQuery(environment: Environment) {
  return waitFor(() => {
    const operation = environment.mock
      .getAllOperations()
      .find(({ request }) => request.node.params.name === 'StayRouteQuery');
    if (!operation) throw new Error('The stay query is not pending.');
    return operation;
  });
}

async function failingStay(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const view = await renderRoute('/stay?slug=k3x9', { manual: true });
  const visited: string[] = [];
  // Every address the router went to, including redirect hops it did not stay on.
  view.router.subscribe((state) => {
    visited.push(state.navigation.location?.pathname ?? state.location.pathname);
  });
  // The screen's own query fails; the shell's query of the same stay is left pending.
  view.environment.mock.reject(await pendingStayQuery(view.environment), error);
  return { ...view, visited };
}

describe('the route boundary', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the offline state, not a failure, when the request got no answer', async () => {
    await failingStay(new NetworkError('Failed to fetch'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("You're offline");
    expect(alert.textContent).not.toContain('Something went wrong');
    // The shell stays usable around it.
    expect(screen.getByRole('navigation', { name: 'Stay sections' })).toBeTruthy();
  });

  it('says what the error code means, with a retry that loads the screen again', async () => {
    const view = await failingStay(new ApiError('PERSISTED_DOCUMENT_NOT_FOUND', 'old app'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('The app has been updated. Please reload the page.');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await pendingStayQuery(view.environment);
  });

  it("offers the property's contacts with 'please contact'", async () => {
    const view = await failingStay(new Error('A screen that cannot draw its answer'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('If the problem persists, please contact us.');
    const operation = await waitFor(
      () => {
        const found = view.environment.mock
          .getAllOperations()
          .find(({ request }) => request.node.params.name === 'ErrorContactsQuery');
        if (!found) throw new Error('The contacts are not asked for.');
        return found;
      },
      { timeout: 5000 },
    );
    expect(operation.request.variables).toEqual({ slug: 'k3x9' });
    act(() =>
      view.environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          PropertyContacts: () => ({ phone: '+442075550100', whatsappNumber: null }),
        }),
      ),
    );
    const call = await within(alert).findByRole('link', { name: 'Call us +442075550100' });
    expect(call.getAttribute('href')).toBe('tel:+442075550100');
  });

  for (const error of [
    new ApiError('NETWORK', 'core API down'),
    new ApiError('UNKNOWN', 'core API answered 500'),
    new ApiError('RATE_LIMITED', 'core API answered 429'),
  ]) {
    it(`says the hotel's system cannot be reached (${error.code}), leads to the codes kept on this phone and forgets nothing`, async () => {
      storeCurrentStay('k3x9');
      keepStayAnswers([
        { key: 'StayRouteQuery', variables: { slug: 'k3x9' }, response: { data: {} } },
      ]);
      const kept = localStorage.getItem('offlineStay');
      const view = await failingStay(error);

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain("We can't reach the hotel's system right now");
      expect(alert.textContent).not.toContain('Something went wrong');
      expect(alert.textContent).not.toContain('What a bummer');
      const doors = await within(alert).findByRole('link', { name: 'Show door codes and Wi-Fi' });
      expect(doors.getAttribute('href')).toBe('/stay/access?slug=k3x9');
      expect(view.router.state.location.pathname).toBe('/stay');
      expect(localStorage.getItem('currentStay')).toBe('{"slug":"k3x9"}');
      expect(localStorage.getItem('offlineStay')).toBe(kept);
    });
  }

  it('tries again by itself while the hotel system cannot be reached', async () => {
    const view = await failingStay(new ApiError('NETWORK', 'core API down'));
    await screen.findByRole('alert');
    const before = view.environment.mock.getAllOperations().length;
    // The first try comes 5 s after the failure, without a tap.
    await waitFor(
      () => {
        const stayQueries = view.environment.mock
          .getAllOperations()
          .filter(({ request }) => request.node.params.name === 'StayRouteQuery');
        expect(stayQueries.length).toBeGreaterThan(0);
        expect(view.environment.mock.getAllOperations().length).toBeGreaterThan(before);
      },
      { timeout: 9000 },
    );
  }, 20_000);

  it("offers the operator's contacts when the property's cannot be loaded either", async () => {
    const view = await failingStay(new ApiError('UNKNOWN', 'boom'));
    const alert = await screen.findByRole('alert');
    const operation = await waitFor(
      () => {
        const found = view.environment.mock
          .getAllOperations()
          .find(({ request }) => request.node.params.name === 'ErrorContactsQuery');
        if (!found) throw new Error('The contacts are not asked for.');
        return found;
      },
      { timeout: 5000 },
    );
    act(() => view.environment.mock.reject(operation, new NetworkError('Failed to fetch')));
    // This build sets up no chat and no support e-mail: where to find them, then.
    expect(
      await within(alert).findByText(
        "You'll find our contact details in your booking confirmation.",
      ),
    ).toBeTruthy();
  });

  it('sends an expired session to sign-in and remembers where to come back to', async () => {
    const { visited } = await failingStay(new ApiError('UNAUTHENTICATED', 'sign in'));

    await waitFor(() => expect(visited).toContain('/login'));
    expect(sessionStorage.getItem('redirectUrl')).toBe('/stay?slug=k3x9');
  });
});

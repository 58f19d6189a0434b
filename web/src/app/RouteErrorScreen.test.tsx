import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../relay/errors.ts';
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
    const view = await failingStay(new ApiError('NETWORK', 'core API down'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain("We couldn't reach our booking system.");

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await pendingStayQuery(view.environment);
  });

  it('sends an expired session to sign-in and remembers where to come back to', async () => {
    const { visited } = await failingStay(new ApiError('UNAUTHENTICATED', 'sign in'));

    await waitFor(() => expect(visited).toContain('/login'));
    expect(sessionStorage.getItem('redirectUrl')).toBe('/stay?slug=k3x9');
  });
});

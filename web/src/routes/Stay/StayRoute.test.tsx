import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCurrentStay, storeCurrentStay } from '../../stay/currentStay.ts';
import { answerGraphQL, renderRoutes } from '../../testing/renderWithApp.tsx';
import { StayLayout } from './StayLayout.tsx';
import { StayRoute } from './StayRoute.tsx';
import { stayLoader } from './stayLoader.ts';

const berlinStay = {
  id: 'UmVzZXJ2YXRpb246MQ==',
  confirmationNumber: 'BK-4711',
  startDate: '2026-12-01T14:00:00.000Z',
  endDate: '2026-12-03T10:00:00.000Z',
  property: {
    id: 'UHJvcGVydHk6MQ==',
    name: 'Kopenhagener Straße 92',
    city: 'Berlin',
    timeZone: 'Europe/Berlin',
  },
};

function renderStay(entry: string) {
  return renderRoutes(
    [
      {
        path: '/stay',
        element: <StayLayout />,
        children: [{ index: true, loader: stayLoader, Component: StayRoute }],
      },
      { path: '/error', element: <p>error page</p> },
      { path: '/check-in', element: <p>check-in page</p> },
    ],
    entry,
  );
}

describe('StayRoute', () => {
  beforeEach(() => localStorage.clear());

  it('shows the property and the dates in the property time zone', async () => {
    const graphql = answerGraphQL(() => ({ data: { reservation: berlinStay } }));
    vi.stubGlobal('fetch', graphql.fetchMock);
    await renderStay('/stay?slug=k3x9');

    expect(
      await screen.findByRole('heading', { level: 1, name: berlinStay.property.name }),
    ).toBeTruthy();
    expect(screen.getByText('Booking number BK-4711')).toBeTruthy();
    expect(screen.getByText('Tue, 1 Dec 2026, 15:00')).toBeTruthy();
    expect(screen.getByText('Thu, 3 Dec 2026, 11:00')).toBeTruthy();
    expect(graphql.requests[0]?.body).toMatchObject({
      operationName: 'StayRouteQuery',
      variables: { slug: 'k3x9' },
    });
    expect(readCurrentStay()).toEqual({ slug: 'k3x9' });
  });

  it('has a tab bar where only Stay is live', async () => {
    vi.stubGlobal('fetch', answerGraphQL(() => ({ data: { reservation: berlinStay } })).fetchMock);
    await renderStay('/stay?slug=k3x9');

    const nav = await screen.findByRole('navigation', { name: 'Stay sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Stay']);
    expect(within(nav).getByText('Account')).toBeTruthy();
  });

  it('uses the stored stay when the address has no slug', async () => {
    storeCurrentStay('stored-slug');
    const graphql = answerGraphQL(() => ({ data: { reservation: berlinStay } }));
    vi.stubGlobal('fetch', graphql.fetchMock);
    await renderStay('/stay');

    await screen.findByRole('heading', { level: 1, name: berlinStay.property.name });
    expect(graphql.requests[0]?.body.variables).toEqual({ slug: 'stored-slug' });
  });

  it('goes to the error page when no reservation has the slug', async () => {
    vi.stubGlobal('fetch', answerGraphQL(() => ({ data: { reservation: null } })).fetchMock);
    const { router } = await renderStay('/stay?slug=unknown');

    await screen.findByText('error page');
    expect(router.state.location.pathname).toBe('/error');
  });

  it('sends a guest without any slug to check-in', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderStay('/stay');

    await screen.findByText('check-in page');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

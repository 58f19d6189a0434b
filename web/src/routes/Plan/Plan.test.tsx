import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../session/session.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';

const property = { id: 'p1', name: 'Kasarmikatu 40', city: 'Helsinki' };
const cafe = {
  name: 'Bäckerei Sonne',
  description: 'Breakfast for one guest per day.',
  address: 'Next door',
  googleMapsUrl: 'https://maps.example/cafe',
  websiteUrl: 'https://cafe.example',
  tags: ['vegetarian'],
};

describe('the plan page', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(new Date(Date.now() + 3_600_000).toISOString());
  });

  it('says the partner data failed and tries again from the network', async () => {
    const { environment } = await renderRoute('/stay/plan?slug=k3x9', { manual: true });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { reservation: { id: 'r1', property: { ...property, partnerContent: null } } },
        errors: [{ message: 'partner down', path: ['reservation', 'property', 'partnerContent'] }],
      } as never);
    });

    expect(
      await screen.findByText(
        "Oops! We're having trouble loading data from our partner. Please try again later.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          reservation: {
            id: 'r1',
            property: { ...property, partnerContent: { breakfast: cafe, gym: null } },
          },
        },
      });
    });

    expect(await screen.findByRole('heading', { name: 'Bäckerei Sonne' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order breakfast' }).getAttribute('href')).toBe(
      '/stay/breakfast?slug=k3x9',
    );
  });
});

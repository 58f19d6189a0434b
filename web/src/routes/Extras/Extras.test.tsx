import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';

const eur = (decimalAmount: string) => ({
  amountMinor: Math.round(Number(decimalAmount) * 100),
  minorUnitDigits: 2,
  decimalAmount,
  currencyCode: 'EUR',
});

const products = [
  {
    productId: 'p-breakfast',
    name: 'Breakfast',
    type: 'BREAKFAST',
    group: 'LOCAL_PRODUCTS',
    isOrderable: true,
    chargeMethod: 'PER_PERSON_PER_TIME_UNIT',
    chargeInterval: 'DAILY',
    customerRewardId: null,
    priceGross: eur('14.50'),
  },
  {
    productId: 'p-early',
    name: 'Early check-in',
    type: 'EARLY_CHECK_IN',
    group: 'BOB_W_PRODUCTS',
    isOrderable: true,
    chargeMethod: 'ONCE',
    chargeInterval: 'ONCE',
    customerRewardId: 'reward-1',
    priceGross: eur('25.00'),
  },
  {
    productId: 'p-parking',
    name: 'Parking',
    type: 'PARKING',
    group: 'PROPERTY_RELATED_PRODUCTS',
    isOrderable: false,
    chargeMethod: 'PER_TIME_UNIT',
    chargeInterval: 'DAILY',
    customerRewardId: null,
    priceGross: eur('22.00'),
  },
  {
    productId: 'p-upgrade',
    name: 'Upgrade',
    type: 'UNIT_CATEGORY_UPGRADE',
    group: 'BOB_W_PRODUCTS',
    isOrderable: true,
    chargeMethod: 'PER_TIME_UNIT',
    chargeInterval: 'DAILY',
    customerRewardId: null,
    priceGross: eur('30.00'),
  },
];

const transfer = {
  customProductId: 'c-transfer',
  title: 'Airport transfer',
  type: 'REQUEST',
  group: 'LOCAL_PRODUCTS',
  imageUrl: 'https://images.example/transfer.jpg',
  isExactPrice: false,
  productType: 'TRANSFER_SERVICE',
  price: eur('55.00'),
};

function resolvers({
  offered = products,
  custom = [transfer] as object[],
  upgrades = 0,
  upgradePrices = ['50.00', '70.00'],
  stage = 'IN_HOUSE',
} = {}) {
  return {
    Reservation: () => ({
      slug: 'k3x9',
      stage,
      isOpenForOrders: ['UPCOMING', 'ARRIVAL_DAY', 'IN_HOUSE', 'DEPARTURE_DAY'].includes(stage),
      offeredProducts: offered,
      upgradeOptions: Array.from({ length: upgrades }, (_, index) => ({
        unitCategoryId: `u${index}`,
        isReward: false,
        pricePerNight: eur(upgradePrices[index] ?? '50.00'),
      })),
    }),
    Property: () => ({ name: 'Kasarmikatu 40', customProducts: custom }),
  };
}

describe('the Extras screen', () => {
  beforeEach(() => localStorage.clear());

  it('lists the available products by group, with prices, charge methods and rewards', async () => {
    await renderRoute('/stay/extras?slug=k3x9', { resolvers: resolvers() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Extras' })).toBeTruthy();
    const local = screen.getByRole('region', { name: 'From local partners' });
    const breakfast = within(local).getByRole('link', { name: /Breakfast/ });
    expect(breakfast.textContent).toContain('€14.50');
    expect(breakfast.textContent).toContain('per person per day');
    expect(breakfast.getAttribute('href')).toBe('/stay/breakfast?slug=k3x9');
    const transferTile = within(local).getByRole('link', { name: /Airport transfer/ });
    expect(transferTile.textContent).toContain('from €55.00');
    expect(transferTile.getAttribute('href')).toBe('/stay/product/c-transfer?slug=k3x9');

    const stay = screen.getByRole('region', { name: 'For your stay' });
    const early = within(stay).getByRole('link', { name: /Early check-in/ });
    expect(early.textContent).toContain('Free with your reward');
  });

  it('leaves out what cannot be ordered, and an upgrade when no better unit is free', async () => {
    await renderRoute('/stay/extras?slug=k3x9', { resolvers: resolvers() });

    await screen.findByRole('heading', { level: 1, name: 'Extras' });
    expect(screen.queryByRole('link', { name: /Parking/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });

  it('offers the upgrade when a better unit is free', async () => {
    await renderRoute('/stay/extras?slug=k3x9', { resolvers: resolvers({ upgrades: 1 }) });

    expect(await screen.findByRole('link', { name: /Upgrade/ })).toBeTruthy();
  });

  it("quotes the upgrade screen's own options on the Upgrade tile, not the product's list price", async () => {
    await renderRoute('/stay/extras?slug=k3x9', { resolvers: resolvers({ upgrades: 2 }) });
    const tile = await screen.findByRole('link', { name: /Upgrade/ });
    expect(tile.textContent).toContain('from €50.00');
    expect(tile.textContent).toContain('per night');
    expect(tile.textContent).not.toContain('€30.00');
  });

  it('quotes the one upgrade option exactly, without "from"', async () => {
    await renderRoute('/stay/extras?slug=k3x9', {
      resolvers: resolvers({ upgrades: 1, upgradePrices: ['43.00'] }),
    });
    const tile = await screen.findByRole('link', { name: /Upgrade/ });
    expect(tile.textContent).toContain('€43.00');
    expect(tile.textContent).not.toContain('from');
  });

  it.each([
    ['CANCELLED', 'This stay was cancelled'],
    ['CHECKED_OUT', "You've checked out"],
    ['ENDED', 'This stay is over'],
  ])('sells nothing to a %s stay and says why', async (stage, heading) => {
    await renderRoute('/stay/extras?slug=k3x9', { resolvers: resolvers({ stage }) });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText('Extras can no longer be ordered for this stay.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Breakfast/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Airport transfer/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your stay' }).getAttribute('href')).toBe(
      '/stay?slug=k3x9',
    );
  });

  it('says so when the stay has no extras', async () => {
    await renderRoute('/stay/extras?slug=k3x9', {
      resolvers: resolvers({ offered: [], custom: [] }),
    });

    expect(
      await screen.findByRole('heading', { name: 'No extras for this stay right now' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your stay' }).getAttribute('href')).toBe(
      '/stay?slug=k3x9',
    );
  });

  it('is a tab of the stay, and reports the list and a tap on a product', async () => {
    const events: string[] = [];
    const listener = vi.fn((event: Event) => events.push((event as CustomEvent).detail.event));
    window.addEventListener('analytics', listener);
    try {
      await renderRoute('/stay/extras?slug=k3x9', { resolvers: resolvers() });
      const nav = await screen.findByRole('navigation', { name: 'Stay sections' });
      expect(within(nav).getByRole('link', { name: 'Extras' }).getAttribute('href')).toBe(
        '/stay/extras?slug=k3x9',
      );
      fireEvent.click(await screen.findByRole('link', { name: /Breakfast/ }));
      expect(events).toContain('Product List Viewed');
      expect(events).toContain('Product Clicked');
    } finally {
      window.removeEventListener('analytics', listener);
    }
  });
});

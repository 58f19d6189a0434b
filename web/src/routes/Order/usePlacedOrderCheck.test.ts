import { describe, expect, it } from 'vitest';
import { isOrderOnStay } from './usePlacedOrderCheck.ts';

const before = new Set(['i1']);
const earlier = { orderItemId: 'i1', productId: 'p-breakfast' };

describe('whether a lost order is on the stay', () => {
  const breakfast = {
    kind: 'products' as const,
    items: [{ productId: 'p-breakfast', consumptionDate: '2099-12-02' }],
  };

  it('is when a new item of one of its products is listed', () => {
    expect(
      isOrderOnStay(breakfast, before, [earlier, { orderItemId: 'i2', productId: 'p-breakfast' }]),
    ).toBe(true);
  });

  it('is not when only the items listed before, or another product, are there', () => {
    expect(isOrderOnStay(breakfast, before, [earlier])).toBe(false);
    expect(
      isOrderOnStay(breakfast, before, [earlier, { orderItemId: 'i2', productId: 'p-gym' }]),
    ).toBe(false);
  });

  it('counts any new item for a custom product, whose item names no product of the shop', () => {
    const custom = { kind: 'customProduct' as const, customProductId: 'c1' };
    expect(isOrderOnStay(custom, before, [earlier])).toBe(false);
    expect(isOrderOnStay(custom, before, [earlier, { orderItemId: 'i2', productId: '' }])).toBe(
      true,
    );
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { money } from './money.ts';
import {
  clearOrderDraft,
  createOrderDraft,
  type OrderDraftInput,
  orderConfirmationPath,
  saveOrderDraft,
  withCompletedOrder,
  withNewAttempt,
  withPlacedOrder,
  withSubmittedOrder,
} from './orderDraft.ts';
import { readOrderDraft } from './readOrderDraft.ts';

const input: OrderDraftInput = {
  slug: 'k3x9',
  request: {
    kind: 'products',
    items: [{ productId: 'p-breakfast', consumptionDate: '2026-12-02', quantity: 2 }],
  },
  lines: [
    {
      name: 'Breakfast',
      productType: 'BREAKFAST',
      startDate: '2026-12-02',
      quantity: 2,
      price: money(2400, 'EUR'),
    },
  ],
  total: money(2400, 'EUR'),
  returnTo: '/stay/breakfast?slug=k3x9',
};

describe('the order hand-off', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the draft and its idempotency key across a reload (session storage)', () => {
    const draft = createOrderDraft(input);
    expect(draft.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    saveOrderDraft(draft);
    expect(readOrderDraft('k3x9')).toEqual(draft);
  });

  it("does not hand one stay's draft to another stay", () => {
    saveOrderDraft(createOrderDraft(input));
    expect(readOrderDraft('other-stay')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('orderDraft', '{not json');
    expect(readOrderDraft('k3x9')).toBeNull();
    sessionStorage.setItem(
      'orderDraft',
      JSON.stringify({ ...createOrderDraft(input), version: 0 }),
    );
    expect(readOrderDraft('k3x9')).toBeNull();
    sessionStorage.setItem(
      'orderDraft',
      JSON.stringify({ ...createOrderDraft(input), request: { kind: 'products', items: [] } }),
    );
    expect(readOrderDraft('k3x9')).toBeNull();
    clearOrderDraft();
    expect(readOrderDraft('k3x9')).toBeNull();
  });

  it('remembers the placed order, and a new attempt gets a new key', () => {
    const draft = createOrderDraft(input);
    const submitted = withSubmittedOrder(draft);
    expect(submitted.isSubmitted).toBe(true);
    expect(submitted.idempotencyKey).toBe(draft.idempotencyKey);
    const placed = withPlacedOrder(submitted, 'order-1');
    expect(placed.idempotencyKey).toBe(draft.idempotencyKey);
    expect(placed.orderId).toBe('order-1');
    expect(withCompletedOrder(placed).isCompleted).toBe(true);
    const retry = withNewAttempt(placed);
    expect(retry.orderId).toBeNull();
    expect(retry.isSubmitted).toBe(false);
    expect(retry.idempotencyKey).not.toBe(draft.idempotencyKey);
  });

  it('opens the confirmation of the stay', () => {
    expect(orderConfirmationPath('k3x9')).toBe('/stay/order-confirmation?slug=k3x9');
  });
});

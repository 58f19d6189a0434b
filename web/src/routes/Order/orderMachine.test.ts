import { describe, expect, it } from 'vitest';
import {
  canPlace,
  initialOrderState,
  needsNewAttempt,
  type OrderState,
  orderReducer,
} from './orderMachine.ts';

const pending: OrderState = { status: 'pending', orderId: 'o1' };

describe('the order state machine', () => {
  it('places once: a second tap while placing changes nothing', () => {
    const placing = orderReducer({ status: 'review' }, { type: 'place' });
    expect(placing).toEqual({ status: 'placing' });
    expect(canPlace(placing)).toBe(false);
    expect(orderReducer(placing, { type: 'place' })).toBe(placing);
  });

  it('follows a placed order from pending to ordered', () => {
    const placed = orderReducer({ status: 'placing' }, { type: 'placed', orderId: 'o1' });
    expect(placed).toEqual(pending);
    expect(orderReducer(placed, { type: 'place' })).toBe(placed);
    const still = orderReducer(placed, {
      type: 'status',
      update: { status: 'PENDING', error: null },
    });
    expect(still).toEqual(pending);
    expect(
      orderReducer(still, { type: 'status', update: { status: 'ORDERED', error: null } }),
    ).toEqual({ status: 'ordered', orderId: 'o1' });
  });

  it('tells a failed payment from a failed order, and allows a new attempt after either', () => {
    const payment = orderReducer(pending, {
      type: 'status',
      update: { status: 'FAILED', error: { code: 'PAYMENT', field: null, message: '' } },
    });
    expect(payment).toEqual({ status: 'failed', orderId: 'o1', reason: 'PAYMENT' });
    const order = orderReducer(pending, {
      type: 'status',
      update: { status: 'FAILED', error: { code: 'ORDER', field: null, message: '' } },
    });
    expect(order).toEqual({ status: 'failed', orderId: 'o1', reason: 'ORDER' });
    expect(orderReducer(payment, { type: 'place' })).toEqual({ status: 'placing' });
  });

  it('shows a refusal before anything was placed, and lets the guest try again', () => {
    const refused = orderReducer(
      { status: 'placing' },
      { type: 'refused', code: 'STAY_CANCELLED' },
    );
    expect(refused).toEqual({ status: 'refused', code: 'STAY_CANCELLED' });
    expect(canPlace(refused)).toBe(true);
  });

  it('keeps the order when the stream fails, and follows it again on request', () => {
    const lost = orderReducer(pending, { type: 'streamFailed', code: 'NETWORK' });
    expect(lost).toEqual({ status: 'connectionLost', orderId: 'o1', code: 'NETWORK' });
    expect(canPlace(lost)).toBe(false);
    expect(orderReducer(lost, { type: 'follow' })).toEqual(pending);
  });

  it('treats an unknown status as an error, never as success', () => {
    expect(
      orderReducer(pending, { type: 'status', update: { status: 'UNKNOWN', error: null } }),
    ).toEqual({ status: 'connectionLost', orderId: 'o1', code: 'UNKNOWN' });
  });

  it('ignores updates that do not belong to the current state', () => {
    const review: OrderState = { status: 'review' };
    expect(orderReducer(review, { type: 'placed', orderId: 'o2' })).toBe(review);
    expect(
      orderReducer(review, { type: 'status', update: { status: 'ORDERED', error: null } }),
    ).toBe(review);
  });

  it('starts by following an order a reload finds already placed', () => {
    expect(initialOrderState('o1')).toEqual(pending);
    expect(initialOrderState(null)).toEqual({ status: 'review' });
  });

  it('checks a lost answer, then follows the order found or offers a retry under the same key', () => {
    const checking = orderReducer({ status: 'placing' }, { type: 'uncertain' });
    expect(checking).toEqual({ status: 'checking' });
    expect(canPlace(checking)).toBe(false);
    expect(orderReducer(checking, { type: 'place' })).toBe(checking);

    expect(orderReducer(checking, { type: 'found' })).toEqual({ status: 'placing' });

    const unconfirmed = orderReducer(checking, { type: 'unconfirmed', isChecked: true });
    expect(unconfirmed).toEqual({ status: 'unconfirmed', isChecked: true });
    expect(canPlace(unconfirmed)).toBe(true);
    expect(needsNewAttempt(unconfirmed)).toBe(false);
    expect(orderReducer(unconfirmed, { type: 'place' })).toEqual({ status: 'placing' });
  });

  it('gives a new key only to an attempt after a failure or a refusal', () => {
    expect(needsNewAttempt({ status: 'review' })).toBe(false);
    expect(needsNewAttempt({ status: 'refused', code: 'NETWORK' })).toBe(true);
    expect(needsNewAttempt({ status: 'failed', orderId: 'o1', reason: 'PAYMENT' })).toBe(true);
  });
});

import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import type { OrderStatusUpdate } from './useOrderStatusSubscription.ts';

/**
 * The order confirmation as a state machine: the guest reviews, places the order once, and
 * follows it until it is ordered or failed. Pure, so every transition is tested alone
 * (`orderMachine.test.ts`); the screen only dispatches events and renders the state.
 */
export type OrderState =
  /** Nothing placed yet: the order button is offered. */
  | { status: 'review' }
  /** The order mutation is in flight: the button is disabled, a second tap does nothing. */
  | { status: 'placing' }
  /**
   * The order's answer was lost (`OUTCOME_UNKNOWN`): the stay's orders are read again to learn
   * whether it went through. The button stays disabled.
   */
  | { status: 'checking' }
  /**
   * The lost order is not on the stay (`isChecked`), or the stay could not be read either. The
   * retry sends the same idempotency key: an order that did go through is answered, not repeated.
   */
  | { status: 'unconfirmed'; isChecked: boolean }
  /** Placed, waiting for the charge and the property: followed through `orderStatus`. */
  | { status: 'pending'; orderId: string }
  | { status: 'ordered'; orderId: string }
  /** The order failed after it was placed: the payment, or the order itself. */
  | { status: 'failed'; orderId: string; reason: 'PAYMENT' | 'ORDER' }
  /** The order was refused before it was placed (a cancelled stay, no order id...). */
  | { status: 'refused'; code: KnownErrorCode }
  /** The status stream failed for good: the order stands; following it can start again. */
  | { status: 'connectionLost'; orderId: string; code: KnownErrorCode };

export type OrderEvent =
  | { type: 'place' }
  | { type: 'placed'; orderId: string }
  | { type: 'refused'; code: KnownErrorCode }
  /** The order's answer was lost: its outcome is being read again. */
  | { type: 'uncertain' }
  /** The re-read found the order: it is sent again under its key to learn its id and follow it. */
  | { type: 'found' }
  /** The re-read did not find the order, or could not be made. */
  | { type: 'unconfirmed'; isChecked: boolean }
  | { type: 'status'; update: OrderStatusUpdate }
  | { type: 'streamFailed'; code: KnownErrorCode }
  | { type: 'follow' };

/** Where the confirmation starts: a draft already placed (a reload) is followed, not placed again. */
export function initialOrderState(placedOrderId: string | null): OrderState {
  return placedOrderId ? { status: 'pending', orderId: placedOrderId } : { status: 'review' };
}

/** True where the order button may place an order (a new attempt after a failure too). */
export function canPlace(state: OrderState): boolean {
  return (
    state.status === 'review' ||
    state.status === 'failed' ||
    state.status === 'refused' ||
    state.status === 'unconfirmed'
  );
}

/** True where a new attempt needs a new key: the first one's would only replay its failure. */
export function needsNewAttempt(state: OrderState): boolean {
  return state.status === 'failed' || state.status === 'refused';
}

export function orderReducer(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'place':
      return canPlace(state) ? { status: 'placing' } : state;
    case 'placed':
      return state.status === 'placing' ? { status: 'pending', orderId: event.orderId } : state;
    case 'refused':
      return state.status === 'placing' ? { status: 'refused', code: event.code } : state;
    case 'uncertain':
      return state.status === 'placing' ? { status: 'checking' } : state;
    case 'found':
      return state.status === 'checking' ? { status: 'placing' } : state;
    case 'unconfirmed':
      // From placing too: the replay of a found order can lose its answer as well.
      return state.status === 'checking' || state.status === 'placing'
        ? { status: 'unconfirmed', isChecked: event.isChecked }
        : state;
    case 'status':
      return state.status === 'pending' ? afterStatus(state.orderId, event.update) : state;
    case 'streamFailed':
      return state.status === 'pending'
        ? { status: 'connectionLost', orderId: state.orderId, code: event.code }
        : state;
    case 'follow':
      return state.status === 'connectionLost'
        ? { status: 'pending', orderId: state.orderId }
        : state;
  }
}

function afterStatus(orderId: string, update: OrderStatusUpdate): OrderState {
  switch (update.status) {
    case 'PENDING':
      return { status: 'pending', orderId };
    case 'ORDERED':
      return { status: 'ordered', orderId };
    case 'FAILED':
      return {
        status: 'failed',
        orderId,
        reason: update.error?.code === 'PAYMENT' ? 'PAYMENT' : 'ORDER',
      };
    case 'UNKNOWN':
      // Spec §4: an unknown order status is an error; the order's outcome is not known.
      return { status: 'connectionLost', orderId, code: 'UNKNOWN' };
  }
}

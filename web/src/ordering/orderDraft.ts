import type { ExactMoney } from './money.ts';

/**
 * The order hand-off: what a screen that sells something (a product screen, the extension
 * screens) passes to `/stay/order-confirmation`. The screen builds an `OrderDraftInput`, and
 * `useStartOrder()` stores it with a fresh idempotency key in session storage and opens the
 * confirmation, which places the order. Session storage, not navigation state alone, so a reload
 * of the confirmation keeps the same draft and the same key: the gateway answers a repeated key
 * with the first attempt's order instead of ordering twice.
 */

/** One product to order: the schema's `OrderItemInput`. */
export type OrderItem = {
  readonly productId: string;
  /** `LocalDate`: the day the product is for (default: the arrival day). */
  readonly consumptionDate?: string | null;
  /** `LocalDate`: the last day, or a stay extension's new departure day. */
  readonly consumptionEndDate?: string | null;
  /** `DateTime`: the chosen timeslot's start (early check-in, late check-out, cleaning). */
  readonly timeslotStartsAt?: string | null;
  /** The unit category to move to, for an upgrade. */
  readonly unitCategoryId?: string | null;
  /** 1 to 20; default 1. */
  readonly quantity?: number | null;
};

/** Which mutation places the order. */
export type OrderRequest =
  | { readonly kind: 'products'; readonly items: readonly OrderItem[] }
  | {
      readonly kind: 'customProduct';
      readonly customProductId: string;
      /** What a transfer request asks for (the schema's `TransferRequestInput`). */
      readonly transfer?: TransferRequest | null;
    };

/** The schema's `TransferRequestInput`: which way, when, and the flight or the pickup address. */
export type TransferRequest = {
  readonly direction: 'TO_AIRPORT' | 'FROM_AIRPORT';
  /** `LocalDate` within the stay. */
  readonly date: string;
  /** Local `HH:MM`. */
  readonly time: string;
  readonly flightNumber?: string | null;
  readonly address?: string | null;
};

/** The schema's `ProductType`: the confirmation picks a line's icon by it. */
export type OrderProductType =
  | 'BREAKFAST'
  | 'CUSTOM'
  | 'EARLY_CHECK_IN'
  | 'GYM'
  | 'LATE_CHECK_OUT'
  | 'MID_STAY_CLEANING'
  | 'PARKING'
  | 'RESERVATION_EXTENSION_REQUEST'
  | 'SAUNA_KIT'
  | 'STOCKED_FRIDGE'
  | 'UNIT_CATEGORY_UPGRADE'
  | 'UNKNOWN';

/**
 * A line of the confirmation: what is ordered, for when, and its price. Dates are data, not
 * text, so the confirmation formats them in the guest's current language and the property's
 * time zone.
 */
export type OrderLine = {
  /** The product's name as the server gives it (a custom product's title). */
  readonly name: string;
  readonly productType: OrderProductType;
  /** `LocalDate`: the day the line is for, or its first day. */
  readonly startDate?: string | null;
  /** `LocalDate`: its last day (a stay extension: the new departure day). */
  readonly endDate?: string | null;
  /** `DateTime`: the time it is for (a timeslot). */
  readonly time?: string | null;
  /** How many, when more than one (guests, passes). */
  readonly quantity?: number | null;
  /** The line's price, all guests and days included; zero when a reward makes it free. */
  readonly price: ExactMoney;
  /** True when the guest's loyalty reward makes the line free. */
  readonly isReward?: boolean;
};

/** What a selling screen hands over. */
export type OrderDraftInput = {
  readonly slug: string;
  readonly request: OrderRequest;
  readonly lines: readonly OrderLine[];
  /** What the order costs in the property's currency (`sumMoney` of the lines' prices). */
  readonly total: ExactMoney;
  /** The screen the guest came from (path and query), where 'Change' goes back to. */
  readonly returnTo: string;
  /** The success screen's own title and message (a custom product's), instead of the default. */
  readonly success?: { readonly title: string; readonly message: string } | null;
};

export type OrderDraft = OrderDraftInput & {
  readonly version: 1;
  /** One per order attempt: kept across reloads and double taps, renewed for a new attempt. */
  readonly idempotencyKey: string;
  /**
   * Set when the order is sent, before any answer: a reload in between sends the same key again,
   * which answers the order the first request placed (or places it, if that request was lost).
   */
  readonly isSubmitted: boolean;
  /** Set once the order is placed: a reload follows it instead of offering to order again. */
  readonly orderId: string | null;
  /** Set once the order is ordered: the confirmation leads to the success screen only. */
  readonly isCompleted: boolean;
};

/** Where the draft is kept in session storage (`readOrderDraft.ts` reads it back). */
export const orderDraftStorageKey = 'orderDraft';

/** A key the gateway accepts: 16-128 of `A-Z a-z 0-9 - _` (a UUID). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function createOrderDraft(input: OrderDraftInput): OrderDraft {
  return {
    ...input,
    version: 1,
    idempotencyKey: newIdempotencyKey(),
    isSubmitted: false,
    orderId: null,
    isCompleted: false,
  };
}

export function saveOrderDraft(draft: OrderDraft, storage: Storage = sessionStorage): void {
  storage.setItem(orderDraftStorageKey, JSON.stringify(draft));
}

export function clearOrderDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(orderDraftStorageKey);
}

/** The order is being sent with the draft's key. */
export function withSubmittedOrder(draft: OrderDraft): OrderDraft {
  return { ...draft, isSubmitted: true };
}

/** The order was placed: remember it, so a reload follows it rather than ordering again. */
export function withPlacedOrder(draft: OrderDraft, orderId: string): OrderDraft {
  return { ...draft, orderId };
}

/** The order went through: the draft now describes what the success screen confirms. */
export function withCompletedOrder(draft: OrderDraft): OrderDraft {
  return { ...draft, isCompleted: true };
}

/**
 * A new attempt after a failed one (a declined payment, a new card): the first attempt's key
 * would only replay its failed order, so the retry gets its own.
 */
export function withNewAttempt(draft: OrderDraft): OrderDraft {
  return { ...draft, idempotencyKey: newIdempotencyKey(), isSubmitted: false, orderId: null };
}

export function orderConfirmationPath(slug: string): string {
  return `/stay/order-confirmation?${new URLSearchParams({ slug })}`;
}

export function orderSuccessPath(slug: string): string {
  return `/stay/order-success?${new URLSearchParams({ slug })}`;
}

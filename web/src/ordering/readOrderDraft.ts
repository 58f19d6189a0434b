import type { ExactMoney } from './money.ts';
import { type OrderDraft, type OrderRequest, orderDraftStorageKey } from './orderDraft.ts';

// Reading the draft back is the order confirmation's (and the success screen's) part: the
// selling screens only write it, and do not load this validation.

/** The stored draft of this stay, or null (none, another stay's, or unreadable). */
export function readOrderDraft(slug: string, storage: Storage = sessionStorage): OrderDraft | null {
  const raw = storage.getItem(orderDraftStorageKey);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isOrderDraft(parsed) && parsed.slug === slug ? parsed : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isMoney(value: unknown): value is ExactMoney {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.amountMinor) &&
    Number.isInteger(value.minorUnitDigits) &&
    typeof value.decimalAmount === 'string' &&
    typeof value.currencyCode === 'string'
  );
}

function isRequest(value: unknown): value is OrderRequest {
  if (!isObject(value)) return false;
  if (value.kind === 'customProduct') {
    return (
      typeof value.customProductId === 'string' &&
      (value.transfer === undefined || value.transfer === null || isTransfer(value.transfer))
    );
  }
  return (
    value.kind === 'products' &&
    Array.isArray(value.items) &&
    value.items.length > 0 &&
    value.items.every((item) => isObject(item) && typeof item.productId === 'string')
  );
}

function isTransfer(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.direction === 'TO_AIRPORT' || value.direction === 'FROM_AIRPORT') &&
    typeof value.date === 'string' &&
    typeof value.time === 'string'
  );
}

/** Storage is outside the app's control (another version wrote it): read only what fits. */
function isOrderDraft(value: unknown): value is OrderDraft {
  return (
    isObject(value) &&
    value.version === 1 &&
    typeof value.slug === 'string' &&
    typeof value.idempotencyKey === 'string' &&
    (value.orderId === null || typeof value.orderId === 'string') &&
    typeof value.isCompleted === 'boolean' &&
    typeof value.isSubmitted === 'boolean' &&
    typeof value.returnTo === 'string' &&
    isRequest(value.request) &&
    Array.isArray(value.lines) &&
    value.lines.every(
      (line) => isObject(line) && typeof line.name === 'string' && isMoney(line.price),
    ) &&
    isMoney(value.total)
  );
}

/**
 * What a door key lets the guest do right now (spec §4, door access states), from the key as the
 * schema gives it. Shared by the stay page's door summary and the door-access screen.
 */
export type KeyStatus =
  /** The code or remote unlock works now, within its validity window. */
  | { kind: 'available' }
  /** The code is shown once the reservation is paid. */
  | { kind: 'notPaid' }
  /** Access opens at a time and date (closer to arrival). */
  | { kind: 'availableFrom'; at: string }
  /** No access with this key (closed, or not the guest's). */
  | { kind: 'notAvailable' };

export type KeyStatusInput = {
  readonly validFrom: string | null | undefined;
  readonly unavailability:
    | { readonly code: string; readonly availableAt: string | null | undefined }
    | null
    | undefined;
};

/**
 * Whether a key can be used is the server's to say (its clock, the payment): the device's clock
 * may be wrong. A usable key's window ('valid from … until …') is shown beside it.
 */
export function keyStatus(key: KeyStatusInput): KeyStatus {
  const { unavailability, validFrom } = key;
  if (unavailability) {
    switch (unavailability.code) {
      case 'NOT_PAID':
        return { kind: 'notPaid' };
      case 'NOT_AVAILABLE_YET': {
        const at = unavailability.availableAt ?? validFrom;
        return at ? { kind: 'availableFrom', at } : { kind: 'notAvailable' };
      }
      default:
        return { kind: 'notAvailable' };
    }
  }
  return { kind: 'available' };
}

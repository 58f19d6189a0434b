/** Door and elevator requests, shared by the door mutations and the `doorAccess` subscription. */
import { remoteAccessRefusalOf } from '../derive/stay/index.ts';
import { GatewayError } from '../errors/gateway-error.ts';
import { reportedUserError } from '../errors/user-error.ts';
import type { GatewayContext } from '../graphql/context.ts';
import type { DoorAccessState, UserError } from '../graphql/schema-types.generated.ts';
import type { KeyRequest } from '../upstream/doors.ts';
import type { ElevatorRequestDto } from '../upstream/dto.ts';

/** A door or elevator request either succeeded, or failed with a catalogue error as data. */
export type KeyAttempt<T> =
  | { ok: true; value: T }
  | { ok: false; error: UserError; availableAt: string | null };

/**
 * Runs one door or elevator request. A refusal the reservation's key already tells (not the
 * stay's key, not opened remotely, not paid, not yet) is answered without asking the core API;
 * the core API's own refusal becomes the catalogue's door-access variant (`NOT_PAID`,
 * `NOT_AVAILABLE_YET`, `NOT_AVAILABLE`) or `UNIT_ACCESS_TOO_MANY_ATTEMPTS`. The core API names
 * `availableAt` only in its prose, so it is read from the reservation's key instead.
 */
export async function attemptKeyRequest<T>(
  context: GatewayContext,
  request: KeyRequest,
  send: () => Promise<T>,
): Promise<KeyAttempt<T>> {
  try {
    const known = await knownKeyRefusal(context, request);
    if (known) return known;
    return { ok: true, value: await send() };
  } catch (failure) {
    const error = reportedUserError(failure, context.logger);
    const availableAt =
      error.code === 'NOT_AVAILABLE_YET' ? await keyAvailableAt(context, request) : null;
    return { ok: false, error, availableAt };
  }
}

/**
 * The refusal a key of the reservation already tells, or undefined when it may be tried: the
 * same rule for the mutations and for `doorAccess`, which must not show `OPENING` first.
 */
export async function knownKeyRefusal(
  context: GatewayContext,
  { slug, propertyKeyId }: KeyRequest,
): Promise<Extract<KeyAttempt<never>, { ok: false }> | undefined> {
  const reservation = await context.loaders.reservationBySlug.load(slug);
  if (!reservation) {
    const error = GatewayError.of('RESERVATION_NOT_FOUND', 'slug');
    return { ok: false, error: reportedUserError(error, context.logger), availableAt: null };
  }
  const key = reservation.propertyKeys?.find((candidate) => candidate.id === propertyKeyId);
  const refusal = remoteAccessRefusalOf(key);
  if (!refusal) return undefined;
  // Not the stay's key, or not one the app opens: the argument is what is wrong.
  const field = refusal.code === 'NOT_AVAILABLE' && !key?.errorCode ? 'propertyKeyId' : undefined;
  const error = reportedUserError(GatewayError.of(refusal.code, field), context.logger);
  return { ok: false, error, availableAt: refusal.availableAt };
}

async function keyAvailableAt(
  { loaders }: GatewayContext,
  { slug, propertyKeyId }: KeyRequest,
): Promise<string | null> {
  const reservation = await loaders.reservationBySlug.load(slug).catch(() => undefined);
  const key = reservation?.propertyKeys?.find((candidate) => candidate.id === propertyKeyId);
  return key?.availableAt ?? null;
}

/** Until when the door stays open: the configured time after the lock's green light. */
export function openUntilOf(
  unlockedAt: string | null | undefined,
  context: GatewayContext,
): string {
  const greenLight = unlockedAt ? new Date(unlockedAt) : context.now();
  return new Date(greenLight.getTime() + context.config.doorAccess.openMs).toISOString();
}

// `sent` is the core API's word for a call the elevator has accepted: from then on it is on its
// way to the guest's floor. SENDING is only while the request itself is under way, so the guest
// is told at once rather than after the core API's next status change (seconds later).
const elevatorStates: Record<string, DoorAccessState> = {
  sent: 'ON_THE_WAY',
  'on-the-way': 'ON_THE_WAY',
  arrived: 'ARRIVED',
};

/** The control's state for an elevator call's status; an unknown status counts as still sending. */
export function elevatorStateOf(call: ElevatorRequestDto): DoorAccessState {
  return elevatorStates[call.status] ?? 'SENDING';
}

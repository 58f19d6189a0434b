import { reportedUserError } from '../errors/user-error.ts';
import type { GatewayContext } from '../graphql/context.ts';
import type {
  DoorAccessState,
  MutationResolvers,
  UserError,
} from '../graphql/resolvers.generated.ts';
import { type KeyRequest, requestDoorUnlock, requestElevator } from '../upstream/core-api.ts';
import type { ElevatorRequestDto } from '../upstream/dto.ts';

/** A door or elevator request either succeeded, or failed with a catalogue error as data. */
export type KeyAttempt<T> =
  | { ok: true; value: T }
  | { ok: false; error: UserError; availableAt: string | null };

/**
 * Runs one door or elevator request. A refusal becomes the catalogue's door-access variant
 * (`NOT_PAID`, `NOT_AVAILABLE_YET`, `NOT_AVAILABLE`) or `UNIT_ACCESS_TOO_MANY_ATTEMPTS`; the core
 * API names `availableAt` only in its prose, so it is read from the reservation's key instead.
 */
export async function attemptKeyRequest<T>(
  context: GatewayContext,
  request: KeyRequest,
  send: () => Promise<T>,
): Promise<KeyAttempt<T>> {
  try {
    return { ok: true, value: await send() };
  } catch (failure) {
    const error = reportedUserError(failure, context.logger);
    const availableAt =
      error.code === 'NOT_AVAILABLE_YET' ? await keyAvailableAt(context, request) : null;
    return { ok: false, error, availableAt };
  }
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

const elevatorStates: Record<string, DoorAccessState> = {
  sent: 'SENDING',
  'on-the-way': 'ON_THE_WAY',
  arrived: 'ARRIVED',
};

/** The control's state for an elevator call's status; an unknown status counts as still sending. */
export function elevatorStateOf(call: ElevatorRequestDto): DoorAccessState {
  return elevatorStates[call.status] ?? 'SENDING';
}

export const doorMutations: Pick<MutationResolvers, 'unlockDoor' | 'callElevator'> = {
  unlockDoor: async (_, request, context) => {
    const attempt = await attemptKeyRequest(context, request, () =>
      requestDoorUnlock(context.upstream, request),
    );
    if (!attempt.ok) return { ...attempt, openUntil: null };
    return {
      ok: true,
      openUntil: openUntilOf(attempt.value.unlockedAt, context),
      error: null,
      availableAt: null,
    };
  },

  callElevator: async (_, request, context) => {
    const attempt = await attemptKeyRequest(context, request, () =>
      requestElevator(context.upstream, request),
    );
    if (!attempt.ok) return { ...attempt, state: null };
    return { ok: true, state: elevatorStateOf(attempt.value), error: null, availableAt: null };
  },
};

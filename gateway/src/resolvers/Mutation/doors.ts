import type { MutationResolvers } from '../../graphql/resolvers.generated.ts';
import { attemptKeyRequest, elevatorStateOf, openUntilOf } from '../../steps/door-requests.ts';
import { requestDoorUnlock, requestElevator } from '../../upstream/doors.ts';

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

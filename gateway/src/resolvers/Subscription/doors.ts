import { setTimeout as sleep } from 'node:timers/promises';
import { Repeater } from 'graphql-yoga';
import type { GatewayContext } from '../../graphql/context.ts';
import type { SubscriptionResolvers } from '../../graphql/resolvers.generated.ts';
import type { DoorAccessKind, DoorAccessUpdate } from '../../graphql/schema-types.generated.ts';
import {
  attemptKeyRequest,
  elevatorStateOf,
  type KeyAttempt,
  knownKeyRefusal,
  openUntilOf,
} from '../../steps/door-requests.ts';
import {
  fetchElevatorRequest,
  type KeyRequest,
  requestDoorUnlock,
  requestElevator,
} from '../../upstream/doors.ts';
import type { ElevatorRequestDto } from '../../upstream/dto.ts';

/**
 * Spec §4, door access. Subscribing is the action: a door goes IDLE → OPENING → OPEN (for the
 * configured 6 s after the lock's green light) → IDLE; an elevator IDLE → SENDING → ON_THE_WAY →
 * ARRIVED, its status polled with backoff. A refusal ends with IDLE and the error. When the
 * client leaves, `stop` settles: the open-door wait and the polling end at once.
 */
export const doorSubscriptions: Pick<SubscriptionResolvers, 'doorAccess'> = {
  doorAccess: {
    subscribe: (_, request, context) =>
      new Repeater<DoorAccessUpdate>(async (push, stop) => {
        const clientLeft = new AbortController();
        void stop.then(() => clientLeft.abort());
        // A server shutting down ends the wait like a client leaving, so it never holds the close.
        const left = AbortSignal.any([clientLeft.signal, context.shutdownSignal]);
        try {
          const kind = await kindOfKey(context, request);
          const known = await knownKeyRefusal(context, request);
          const update: Update = (fields) =>
            push({
              propertyKeyId: request.propertyKeyId,
              kind: kind ?? 'DOOR',
              openUntil: null,
              error: null,
              availableAt: null,
              ...fields,
            });
          if (known) {
            // Known before asking anything (not the stay's key, not remote, not paid, not yet):
            // no OPENING or SENDING is shown for a request that is never sent.
            await refused(update, known);
          } else if (kind === 'DOOR') {
            await openDoor(context, request, update, left);
          } else {
            await callElevator(context, request, update, left);
          }
          stop();
        } catch (error) {
          stop(error);
        }
      }),
    resolve: (update: DoorAccessUpdate) => update,
  },
};

/** DOOR or ELEVATOR by the key's type; undefined when the reservation has no such key. */
async function kindOfKey(
  { loaders }: GatewayContext,
  { slug, propertyKeyId }: KeyRequest,
): Promise<DoorAccessKind | undefined> {
  const reservation = await loaders.reservationBySlug.load(slug);
  const key = reservation?.propertyKeys?.find((candidate) => candidate.id === propertyKeyId);
  if (!key) return undefined;
  return key.type === 'elevator' ? 'ELEVATOR' : 'DOOR';
}

type Update = (
  fields: Partial<DoorAccessUpdate> & Pick<DoorAccessUpdate, 'state'>,
) => Promise<unknown>;

/**
 * IDLE, then the busy state while the core API is asked; a refusal ends with IDLE and the error
 * (undefined is returned), otherwise the core API's answer.
 */
async function sendKeyRequest<Answer>(
  context: GatewayContext,
  request: KeyRequest,
  update: Update,
  busy: 'OPENING' | 'SENDING',
  send: () => Promise<Answer>,
): Promise<Answer | undefined> {
  await update({ state: 'IDLE' });
  await update({ state: busy });
  const attempt = await attemptKeyRequest(context, request, send);
  if (attempt.ok) return attempt.value;
  await refused(update, attempt);
  return undefined;
}

async function openDoor(
  context: GatewayContext,
  request: KeyRequest,
  update: Update,
  left: AbortSignal,
): Promise<void> {
  const unlocked = await sendKeyRequest(context, request, update, 'OPENING', () =>
    requestDoorUnlock(context.upstream, request),
  );
  if (!unlocked) return;
  await update({ state: 'OPEN', openUntil: openUntilOf(unlocked.unlockedAt, context) });
  // The door locks itself again: the spec's 6 s after opening, configurable for tests.
  if (!(await waitUnlessLeft(context.config.doorAccess.openMs, left))) return;
  await update({ state: 'IDLE' });
}

async function callElevator(
  context: GatewayContext,
  request: KeyRequest,
  update: Update,
  left: AbortSignal,
): Promise<void> {
  const call = await sendKeyRequest(context, request, update, 'SENDING', () =>
    requestElevator(context.upstream, request),
  );
  if (!call) return;
  let lastState = elevatorStateOf(call);
  if (lastState !== 'SENDING') await update({ state: lastState });
  // A client that left while the call was sent gets no polling at all.
  if (lastState === 'ARRIVED' || left.aborted) return;
  // Keyed by slug too: the read is authorised by the slug (`x-slug`).
  const statuses = context.polls.follow<ElevatorRequestDto>(`elevator ${request.slug} ${call.id}`, {
    ...context.config.doorAccess.elevatorPolling,
    read: () => fetchElevatorRequest(context.upstream, request.slug, call.id),
    keyOf: (call) => call.status,
    isFinal: (call) => elevatorStateOf(call) === 'ARRIVED',
  });
  left.addEventListener('abort', () => void statuses.return?.(), { once: true });
  for await (const call of statuses) {
    const state = elevatorStateOf(call);
    if (state !== lastState) await update({ state });
    lastState = state;
  }
}

function refused(update: Update, attempt: Extract<KeyAttempt<unknown>, { ok: false }>) {
  return update({ state: 'IDLE', error: attempt.error, availableAt: attempt.availableAt });
}

/** True after `ms`; false as soon as the client leaves. */
async function waitUnlessLeft(ms: number, left: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal: left });
    return true;
  } catch {
    return false;
  }
}

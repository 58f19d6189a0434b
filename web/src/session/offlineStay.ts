import type { GraphQLResponse } from 'relay-runtime';
import { offlineStayKey, readCurrentStay } from './currentStay.ts';

/**
 * The current stay readable offline: the answers of the queries about it (the stay page, door
 * access with its codes, Wi-Fi) as last received, kept in this device's storage. Only answers
 * of the current stay are kept; another stay replaces them, and forgetting the stay
 * (`clearCurrentStay`, e.g. on `/error`) removes them.
 */
type KeptAnswer = { savedAt: number; response: GraphQLResponse };
/** One answer to keep: the operation's key (`relay/network.ts`), its variables and the answer. */
export type StayAnswer = {
  key: string;
  variables: Record<string, unknown>;
  response: GraphQLResponse;
};
type OfflineStay = { slug: string; answers: Record<string, KeptAnswer> };

/** A stay has a handful of screens; more entries are older variants of the same queries. */
const maxAnswers = 24;
/** An answer larger than this is not a stay screen's; it would crowd storage. */
const maxAnswerLength = 256 * 1024;

function read(storage: Storage): OfflineStay | null {
  try {
    const parsed = JSON.parse(storage.getItem(offlineStayKey) ?? 'null') as OfflineStay | null;
    return parsed && typeof parsed.slug === 'string' && typeof parsed.answers === 'object'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** The slug the operation is about, when it is the current stay's (else it is not kept). */
function currentStaySlugOf(variables: Record<string, unknown>, storage: Storage): string | null {
  const current = readCurrentStay(storage)?.slug;
  return current !== undefined && variables.slug === current ? current : null;
}

export function keepStayAnswer(
  key: string,
  variables: Record<string, unknown>,
  response: GraphQLResponse,
  storage: Storage = localStorage,
  now: number = Date.now(),
): void {
  keepStayAnswers([{ key, variables, response }], storage, now);
}

/** Keeps several answers with one read and one write of the device's storage. */
export function keepStayAnswers(
  answers: readonly StayAnswer[],
  storage: Storage = localStorage,
  now: number = Date.now(),
): void {
  const slug = readCurrentStay(storage)?.slug;
  if (slug === undefined) return;
  const keeping = answers.filter(
    ({ variables, response }) =>
      variables.slug === slug &&
      !('errors' in response) &&
      JSON.stringify(response).length <= maxAnswerLength,
  );
  if (keeping.length === 0) return;
  const kept = read(storage);
  const merged = kept?.slug === slug ? { ...kept.answers } : {};
  for (const { key, response } of keeping) merged[key] = { savedAt: now, response };
  const newestFirst = Object.entries(merged).sort(([, a], [, b]) => b.savedAt - a.savedAt);
  try {
    storage.setItem(
      offlineStayKey,
      JSON.stringify({
        slug,
        answers: Object.fromEntries(newestFirst.slice(0, maxAnswers)),
      } satisfies OfflineStay),
    );
  } catch {
    // Storage full or refused (private mode): the stay simply is not readable offline.
  }
}

export function keptStayAnswer(
  key: string,
  variables: Record<string, unknown>,
  storage: Storage = localStorage,
): KeptAnswer | null {
  const slug = currentStaySlugOf(variables, storage);
  const kept = read(storage);
  if (slug === null || kept?.slug !== slug) return null;
  return kept.answers[key] ?? null;
}

/** Whether answers about the current stay are kept on this device (its codes, its Wi-Fi). */
export function hasKeptStay(storage: Storage = localStorage): boolean {
  const slug = readCurrentStay(storage)?.slug;
  const kept = read(storage);
  return slug !== undefined && kept?.slug === slug && Object.keys(kept.answers).length > 0;
}

import type { Environment } from 'react-relay';
import { answerKey, backgroundRead, freshAnswerOnly } from '../relay/network.ts';
import accessRouteQuery from '../routes/Access/__generated__/AccessRouteQuery$parameters.ts';
import { readCurrentStay } from '../session/currentStay.ts';
import { keptStayAnswer } from '../session/offlineStay.ts';

/** How old the kept door access answer may grow while the guest uses the app online. */
export const doorAccessRefreshMs = 10 * 60_000;

/**
 * Door access is what a guest cannot do without when the hotel's system is away, and the screen
 * they are most likely to open then without having opened it before. So while the guest uses any
 * screen of the current stay online, door access's own answer (every code, the Wi-Fi) is kept on
 * the phone too: fetched in the background when it is missing or older than 10 minutes, and kept
 * by the network as any answer about the current stay is (`relay/network.ts`). Its answer marks
 * nothing stale or fresh, and a failure is silent: the screen on show is not the one asked for.
 */
export function keepDoorAccessOnPhone(
  environment: Environment,
  slug: string,
  now: number = Date.now(),
): void {
  if (readCurrentStay()?.slug !== slug || !navigator.onLine) return;
  const variables = { slug };
  const kept = keptStayAnswer(answerKey(accessRouteQuery.params, variables), variables);
  if (kept && now - kept.savedAt < doorAccessRefreshMs) return;
  environment
    .getNetwork()
    .execute(accessRouteQuery.params, variables, {
      force: true,
      metadata: { ...freshAnswerOnly.metadata, ...backgroundRead.metadata },
    })
    .subscribe({ error: () => undefined });
}

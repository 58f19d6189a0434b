import { staffEmailDomain } from '../settings.ts';
import {
  type AnalyticsClient,
  type AnalyticsSink,
  createAnalyticsClient,
} from './analyticsClient.ts';
import { createGatewaySink } from './gatewaySink.ts';
import { createCookieIdentityStore } from './identityCookie.ts';

let client: AnalyticsClient | undefined;
let sink: AnalyticsSink | undefined;

/** Where batches go instead of the gateway (the component tests keep them in memory). */
export function setAnalyticsSink(replacement: AnalyticsSink): void {
  sink = replacement;
  client = undefined;
}

/** The page's one analytics client, with the default sink; what is queued leaves on page hide. */
export function analyticsClient(): AnalyticsClient {
  if (client === undefined) {
    const created = createAnalyticsClient({
      sink: sink ?? createGatewaySink(),
      staffEmailDomain,
      identityStore: createCookieIdentityStore(),
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void created.flush();
    });
    client = created;
  }
  return client;
}

import { integrationSettings } from '../settings.ts';
import { type AnalyticsClient, createAnalyticsClient } from './analyticsClient.ts';
import { createGatewaySink } from './gatewaySink.ts';

let client: AnalyticsClient | undefined;

/** The page's one analytics client, with the default sink; what is queued leaves on page hide. */
export function analyticsClient(): AnalyticsClient {
  if (client === undefined) {
    const created = createAnalyticsClient({
      sink: createGatewaySink(),
      staffEmailDomain: integrationSettings.staffEmailDomain,
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void created.flush();
    });
    client = created;
  }
  return client;
}

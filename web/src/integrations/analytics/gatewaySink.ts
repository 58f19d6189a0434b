import type { AnalyticsSink } from './analyticsClient.ts';

/** The gateway's endpoint for the default sink (gateway `observability/analytics-events.ts`). */
export const analyticsEventsPath = '/analytics/events';

/**
 * The default sink: posts each batch to the gateway, which logs it without personal data.
 * `keepalive` lets the last batch leave while the page is being closed.
 */
export function createGatewaySink(fetchImpl: typeof fetch = fetch): AnalyticsSink {
  return async (batch) => {
    const response = await fetchImpl(analyticsEventsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: batch }),
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!response.ok) throw new Error(`Analytics batch refused with status ${response.status}.`);
  };
}

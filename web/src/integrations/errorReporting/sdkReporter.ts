import {
  browserProfilingIntegration,
  browserTracingIntegration,
  captureException,
  init,
  replayIntegration,
} from '@sentry/browser';
import { withoutSlug } from '../analytics/analyticsClient.ts';

/**
 * Production's error reporting (spec §9): a full replay of every session with an error, 1% of
 * traces, full profiling of those. Page addresses lose their `?slug=` before they leave.
 */
export function startSdk(dsn: string, environment: string): void {
  init({
    dsn,
    environment,
    integrations: [browserTracingIntegration(), browserProfilingIntegration(), replayIntegration()],
    tracesSampleRate: 0.01,
    profileSessionSampleRate: 1,
    profileLifecycle: 'trace',
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
    beforeSend(event) {
      if (event.request?.url) event.request.url = withoutSlug(event.request.url);
      return event;
    },
  });
}

export function capture(error: unknown, context: Record<string, string>): void {
  captureException(error, { tags: context });
}

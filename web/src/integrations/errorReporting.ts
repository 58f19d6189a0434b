import type { AppEnvironment } from '../host/appEnvironment.ts';

/**
 * The error-reporting adapter. Reporting runs only in production and only when the build has a
 * DSN (`VITE_ERROR_REPORTING_DSN`); then the vendor's SDK (`errorReporting/sdkReporter.ts`) is
 * loaded after start and catches uncaught errors itself. Elsewhere a report is a console warning.
 */
export function isErrorReportingEnabled(
  appEnvironment: AppEnvironment,
  dsn: string = errorReportingDsn,
): boolean {
  return appEnvironment === 'production' && dsn !== '';
}

// Read here rather than from `settings.ts`: this module is in the entry, the settings are not.
const errorReportingDsn = import.meta.env.VITE_ERROR_REPORTING_DSN ?? '';
let enabled = false;

/** Called once at start with the app's environment. */
export function startErrorReporting(appEnvironment: AppEnvironment): void {
  enabled = isErrorReportingEnabled(appEnvironment);
  if (!enabled) return;
  void import('./errorReporting/sdkReporter.ts').then((sdk) =>
    sdk.startSdk(errorReportingDsn, appEnvironment),
  );
}

/**
 * Reports a failure the app handled (it was shown to the guest or silently tolerated, spec §8).
 * `context` names where it happened; it must never carry a slug, token or e-mail.
 */
export function reportError(error: unknown, context: Record<string, string> = {}): void {
  if (!enabled) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`Reported error: ${message} ${JSON.stringify(context)}`);
    return;
  }
  void import('./errorReporting/sdkReporter.ts').then((sdk) => sdk.capture(error, context));
}

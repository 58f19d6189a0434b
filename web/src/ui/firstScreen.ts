import { useEffect } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * What can wait for the first screen: error reporting, analytics, the messaging widget and the
 * service worker's registration. On a phone's connection, their scripts and requests would share
 * the bandwidth and the main thread with the screen the guest opened the app for.
 */
let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** The longest the shell's extras wait, for a first screen that never settles (an error page). */
const longestWaitMs = 5000;
if (typeof window !== 'undefined') setTimeout(() => markShown(), longestWaitMs);

/** Resolves once the first screen's content, not its loading state, has been painted. */
export function afterFirstScreen(): Promise<void> {
  return shown;
}

/**
 * Rendered beside a route's screen inside the route's Suspense boundary: it commits when the
 * screen does (a screen with a loading skeleton of its own commits with that skeleton), and
 * marks the first screen shown once that commit has been painted.
 */
export function FirstScreenShown() {
  useEffect(() => {
    afterNextPaint(markShown);
  }, []);
  return null;
}

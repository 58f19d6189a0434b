import { lazy, Suspense } from 'react';
import { environmentForHost, useAppEnvironment } from '../../host/appEnvironment.ts';
import { useHydrated } from '../../ui/useHydrated.ts';

// Its own chunk, requested only when the panel renders, which it never does on a production host
// (spec §1: the environment at run time decides, so `npm start`'s production build on localhost
// has the panel, and production never downloads it).
const DebugPanel = lazy(async () => ({ default: (await import('./DebugPanel.tsx')).DebugPanel }));

/**
 * The debug panel, on any host but a production one. It follows the host rather than the
 * override, so a tester who switched to `production` can still switch back. A tool of the
 * browser's: the server's page has none, and the panel appears once the app runs the page.
 */
export function LazyDebugPanel() {
  const environment = useAppEnvironment();
  const hydrated = useHydrated();
  if (!hydrated || environmentForHost(window.location.hostname) === 'production') return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel environment={environment} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { environmentForHost, useAppEnvironment } from '../appEnvironment.ts';

// Decided when the bundle is built: in a production build the condition is constant, so the
// panel's chunk is never emitted (build/productionBundle.test.ts reads the built files for it).
const DebugPanel =
  import.meta.env.MODE === 'production'
    ? null
    : lazy(async () => ({ default: (await import('./DebugPanel.tsx')).DebugPanel }));

/**
 * The debug panel, on any host but a production one. It follows the host rather than the
 * override, so a tester who switched to `production` can still switch back.
 */
export function LazyDebugPanel() {
  const environment = useAppEnvironment();
  if (!DebugPanel || environmentForHost(window.location.hostname) === 'production') return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel environment={environment} />
    </Suspense>
  );
}

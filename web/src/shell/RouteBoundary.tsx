import { type ReactNode, Suspense } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { FirstScreenShown } from '../ui/firstScreen.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** Error and Suspense boundary for the routes' outlet; it resets when the path changes. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  return (
    <RouteErrorBoundary resetKey={pathname} onRetry={revalidate}>
      <Suspense fallback={<LoadingScreen />}>
        {children}
        <FirstScreenShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}

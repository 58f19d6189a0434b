import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <p className="route-loading" role="status">
      {t('app.route.loading')}
    </p>
  );
}

/** Error and Suspense boundary for one level of routes; it resets when the path changes. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  return (
    <RouteErrorBoundary resetKey={pathname} onRetry={revalidate}>
      <Suspense fallback={<RouteLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorMessageKey } from '../relay/errorMessages.ts';
import { errorCodeOf, isOfflineError } from '../relay/errors.ts';
import { storeRedirectTarget } from '../session/redirectTarget.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { paths } from './paths.ts';
import { StayNotFoundError } from './stayScreenQuery.ts';

type Props = { error: unknown; onRetry: () => void };

// Loaded only when a screen has failed, with the contact texts.
const ErrorContacts = lazy(async () => {
  const [module] = await Promise.all([
    import('./ErrorContacts.tsx'),
    import('../i18n/i18n.ts').then((i18n) => i18n.loadTexts(['contact'])),
  ]);
  return { default: module.ErrorContacts };
});

/** Runs `retry` once the device is back online: an offline screen recovers by itself. */
function useRetryWhenOnline(offline: boolean, retry: () => void): void {
  const retryOnce = useEffectEvent(retry);
  useEffect(() => {
    if (!offline) return;
    const onOnline = () => retryOnce();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline]);
}

/**
 * What a failed screen shows, by the error's catalogue code: a stay that does not exist goes to
 * the error page (its address replaced, as a loader's redirect would), an expired session goes
 * to sign-in (and comes back here afterwards), no connection is the offline state (which tries
 * again by itself once the device is back online), anything else is 'Something went wrong' with
 * the code's own explanation and a retry.
 */
export function RouteErrorScreen({ error, onRetry }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const code = errorCodeOf(error);
  const { pathname, search } = useLocation();
  const unauthenticated = code === 'UNAUTHENTICATED';
  const offline = isOfflineError(error);
  useRetryWhenOnline(offline, onRetry);

  // The address that failed, taken once: the redirect to sign-in changes the location before
  // this screen unmounts, and that address must not replace the one to come back to.
  const [failedAddress] = useState(`${pathname}${search}`);
  useEffect(() => {
    if (unauthenticated) storeRedirectTarget(failedAddress);
  }, [unauthenticated, failedAddress]);

  if (error instanceof StayNotFoundError) return <Navigate to={paths.error} replace />;
  if (unauthenticated) return <Navigate to={paths.signIn} replace />;

  const retry = (
    <Button onClick={onRetry} fullWidth>
      {t('route.retry')}
    </Button>
  );
  if (offline) {
    return (
      <EmptyState icon="cloudOff" title={t('route.offlineTitle')} actions={retry} role="alert">
        {t('route.offlineBody')}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon="error" title={t('route.errorTitle')} actions={retry} role="alert">
      {code !== 'UNKNOWN' && <p>{t(errorMessageKey(code), { ns: 'errors' })}</p>}
      <p>{t('route.errorBody')}</p>
      <Suspense fallback={null}>
        <ErrorContacts />
      </Suspense>
    </EmptyState>
  );
}

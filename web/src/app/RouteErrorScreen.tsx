import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorMessageKey } from '../relay/errorMessages.ts';
import { errorCodeOf, isOfflineError } from '../relay/errors.ts';
import { storeRedirectTarget } from '../session/redirectTarget.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { paths } from './paths.ts';

type Props = { error: unknown; onRetry: () => void };

/**
 * What a failed screen shows, by the error's catalogue code: an expired session goes to sign-in
 * (and comes back here afterwards), no connection is the offline state, anything else is
 * 'Something went wrong' with the code's own explanation and a retry.
 */
export function RouteErrorScreen({ error, onRetry }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const code = errorCodeOf(error);
  const { pathname, search } = useLocation();
  const unauthenticated = code === 'UNAUTHENTICATED';

  // The address that failed, taken once: the redirect to sign-in changes the location before
  // this screen unmounts, and that address must not replace the one to come back to.
  const [failedAddress] = useState(`${pathname}${search}`);
  useEffect(() => {
    if (unauthenticated) storeRedirectTarget(failedAddress);
  }, [unauthenticated, failedAddress]);

  if (unauthenticated) return <Navigate to={paths.signIn} replace />;

  const retry = (
    <Button onClick={onRetry} fullWidth>
      {t('route.retry')}
    </Button>
  );
  if (isOfflineError(error)) {
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
    </EmptyState>
  );
}

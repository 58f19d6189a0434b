import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorMessageKey } from '../relay/errorMessages.ts';
import { errorCodeOf, isOfflineError, isOutage } from '../relay/errors.ts';
import { paths } from '../routing/paths.ts';
import { isStayNotFound } from '../routing/stayScreenQuery.ts';
import { storeRedirectTarget } from '../session/redirectTarget.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { KeptStayLinks } from './KeptStayLinks.tsx';
import { StayNotFoundScreen } from './NotFoundScreen.tsx';
import { useRetryWhileUnavailable } from './retryWhileUnavailable.ts';

type Props = { error: unknown; onRetry: () => void };

/**
 * A lazy part of a failure screen whose code cannot be downloaded either (the server is what is
 * down) leaves the screen as it is rather than taking it down with it.
 */
class OrNothing extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

// Loaded only when a screen has failed, with the contact texts.
const ErrorContacts = lazy(async () => {
  const [module] = await Promise.all([
    import('./ErrorContacts.tsx'),
    import('../i18n/i18n.ts').then((i18n) => i18n.loadTexts(['contact'])),
  ]);
  return { default: module.ErrorContacts };
});

/**
 * What a failed screen shows, by the error's catalogue code: a stay that does not exist is the
 * not-found page (then the error page's address, as a loader's redirect would), an expired session
 * goes to sign-in (and comes back here afterwards), no connection is the offline state and a
 * hotel's system that cannot be reached (`isOutage`) says so (both try again by themselves, and
 * lead to the stay kept on this phone, its codes and Wi-Fi, with the contacts); anything else is
 * 'Something went wrong' with the code's own explanation and a retry. Nothing here forgets the
 * stay: only the error page does, for a stay that does not exist.
 */
export function RouteErrorScreen({ error, onRetry }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const code = errorCodeOf(error);
  const { pathname, search } = useLocation();
  const unauthenticated = code === 'UNAUTHENTICATED';
  const offline = isOfflineError(error);
  const unavailable = offline || isOutage(error);
  useRetryWhileUnavailable(unavailable, onRetry);

  // The address that failed, taken once: the redirect to sign-in changes the location before
  // this screen unmounts, and that address must not replace the one to come back to.
  const [failedAddress] = useState(`${pathname}${search}`);
  useEffect(() => {
    if (unauthenticated) storeRedirectTarget(failedAddress);
  }, [unauthenticated, failedAddress]);

  if (isStayNotFound(error)) return <StayNotFoundScreen />;
  if (unauthenticated) return <Navigate to={paths.signIn} replace />;

  const retry = (
    <Button onClick={onRetry} fullWidth>
      {t('route.retry')}
    </Button>
  );
  if (unavailable) {
    return (
      <EmptyState
        icon="cloudOff"
        title={offline ? t('route.offlineTitle') : t('route.unavailableTitle')}
        actions={retry}
        role="alert"
      >
        <p>{offline ? t('route.offlineBody') : t('route.unavailableBody')}</p>
        {/* Not lazy: offline, its code could not be downloaded. */}
        <KeptStayLinks />
        {!offline && (
          <OrNothing>
            <Suspense fallback={null}>
              <ErrorContacts />
            </Suspense>
          </OrNothing>
        )}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon="error" title={t('route.errorTitle')} actions={retry} role="alert">
      {code !== 'UNKNOWN' && <p>{t(errorMessageKey(code), { ns: 'errors' })}</p>}
      <p>{t('route.errorBody')}</p>
      <OrNothing>
        <Suspense fallback={null}>
          <ErrorContacts />
        </Suspense>
      </OrNothing>
    </EmptyState>
  );
}

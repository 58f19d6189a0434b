import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../routing/paths.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';

/** Reservation not found (`/error`): the link was wrong; the booking number still finds the stay. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="search"
      title={t('notFound.title')}
      actions={
        <ButtonLink to={paths.checkIn} fullWidth>
          {t('notFound.checkInLink')}
        </ButtonLink>
      }
    >
      <p>{t('notFound.message')}</p>
    </EmptyState>
  );
}

/**
 * A stay screen's stay does not exist: the not-found page, drawn in place (a server render
 * answers it as 404), then, in the browser, the error page's own address, which forgets the
 * stay (spec §2), as a loader's redirect would.
 */
export function StayNotFoundScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.error, { replace: true });
  }, [navigate]);
  return <NotFoundScreen />;
}

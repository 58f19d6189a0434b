import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** Reservation not found: the link was wrong; the booking number still finds the stay. */
export function ErrorRoute() {
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

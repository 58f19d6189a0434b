import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { usePresentation } from '../../../app/presentation.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';

/** The stay page with no slug in the address or in storage: how to find a booking. */
export function NoReservation() {
  const { t } = useTranslation('stay');
  const presentation = usePresentation();
  return (
    <EmptyState
      icon="search"
      title={t('noReservation.title')}
      actions={
        <>
          <ButtonLink to={paths.checkIn} fullWidth>
            {t('noReservation.findBooking')}
          </ButtonLink>
          {presentation === 'main' && (
            <ButtonLink to={paths.signIn} variant="secondary" fullWidth>
              {t('noReservation.signIn')}
            </ButtonLink>
          )}
        </>
      }
    >
      <p>{presentation === 'main' ? t('noReservation.body') : t('noReservation.bodyWhiteLabel')}</p>
    </EmptyState>
  );
}

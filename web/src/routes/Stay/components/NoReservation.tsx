import { useTranslation } from 'react-i18next';
import { usePresentation } from '../../../host/presentation.ts';
import { paths } from '../../../routing/paths.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { SignInLink } from '../../../ui/SignInLink.tsx';

/**
 * The stay page with no slug in the address or in storage: how to find a booking. A signed-in
 * guest gets here only when their account has no current stay (`stayLoader`).
 */
export function NoReservation({ signedIn = false }: { signedIn?: boolean }) {
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
          {presentation === 'main' && !signedIn && (
            <SignInLink variant="secondary" fullWidth>
              {t('noReservation.signIn')}
            </SignInLink>
          )}
        </>
      }
    >
      <p>
        {presentation !== 'main'
          ? t('noReservation.bodyWhiteLabel')
          : signedIn
            ? t('noReservation.bodySignedIn')
            : t('noReservation.body')}
      </p>
    </EmptyState>
  );
}

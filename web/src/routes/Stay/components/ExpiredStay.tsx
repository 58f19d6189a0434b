import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { usePresentation } from '../../../host/presentation.ts';
import { paths } from '../../../routing/paths.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { SignInLink } from '../../../ui/SignInLink.tsx';
import type { ExpiredStay_reservation$key } from './__generated__/ExpiredStay_reservation.graphql.ts';

type Props = { reservation: ExpiredStay_reservation$key };

/**
 * A stay that is over: its departure day has passed, or it was cancelled (whatever its dates:
 * a cancelled stay ahead says it was cancelled, not that it ended). Where to go next.
 */
export function ExpiredStay({ reservation }: Props) {
  const { t, i18n } = useTranslation('stay');
  const presentation = usePresentation();
  const data = useFragment(
    graphql`
      fragment ExpiredStay_reservation on Reservation {
        stage
        startDate
        endDate
        property {
          name
          timeZone
        }
      }
    `,
    reservation,
  );
  const date = (iso: string) => formatDateTime(iso, data.property.timeZone, i18n, 'date');
  const cancelled = data.stage === 'CANCELLED';
  return (
    <EmptyState
      icon="calendar"
      title={cancelled ? t('cancelled.title') : t('expired.title')}
      actions={
        <>
          <ButtonLink to={paths.checkIn} fullWidth>
            {t('expired.findBooking')}
          </ButtonLink>
          {presentation === 'main' && (
            <SignInLink variant="secondary" fullWidth>
              {t('expired.signIn')}
            </SignInLink>
          )}
        </>
      }
    >
      <p>
        {cancelled
          ? t('cancelled.body', {
              property: data.property.name,
              start: date(data.startDate),
              end: date(data.endDate),
            })
          : t('expired.body', { property: data.property.name, date: date(data.endDate) })}
      </p>
    </EmptyState>
  );
}

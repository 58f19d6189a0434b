import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { paths } from '../../../app/paths.ts';
import { usePresentation } from '../../../app/presentation.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import type { ExpiredStay_reservation$key } from './__generated__/ExpiredStay_reservation.graphql.ts';

type Props = { reservation: ExpiredStay_reservation$key };

/** A stay whose end has passed: nothing to manage any more, and where to go next. */
export function ExpiredStay({ reservation }: Props) {
  const { t, i18n } = useTranslation('stay');
  const presentation = usePresentation();
  const data = useFragment(
    graphql`
      fragment ExpiredStay_reservation on Reservation {
        endDate
        property {
          name
          timeZone
        }
      }
    `,
    reservation,
  );
  const endDate = formatDateTime(data.endDate, data.property.timeZone, i18n.language, 'date');
  return (
    <EmptyState
      icon="calendar"
      title={t('expired.title')}
      actions={
        <>
          <ButtonLink to={paths.checkIn} fullWidth>
            {t('expired.findBooking')}
          </ButtonLink>
          {presentation === 'main' && (
            <ButtonLink to={paths.signIn} variant="secondary" fullWidth>
              {t('expired.signIn')}
            </ButtonLink>
          )}
        </>
      }
    >
      <p>{t('expired.body', { property: data.property.name, date: endDate })}</p>
    </EmptyState>
  );
}

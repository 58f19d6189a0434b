import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { unitContext } from '../../../i18n/unitKind.ts';
import { stayScreenPath } from '../../../routing/paths.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import type { CheckOutToday_reservation$key } from './__generated__/CheckOutToday_reservation.graphql.ts';

type Props = { reservation: CheckOutToday_reservation$key };

/**
 * The departure day's first action: check out in the app, and what stays open afterwards; once
 * the departure time has passed, check out now (not "by" a time that is gone).
 */
export function CheckOutToday({ reservation }: Props) {
  const { t, i18n } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment CheckOutToday_reservation on Reservation {
        slug
        unitKind
        departureTime
        isPastDepartureTime
        property {
          timeZone
        }
      }
    `,
    reservation,
  );
  const context = unitContext(data.unitKind);
  const time = formatDateTime(data.departureTime, data.property.timeZone, i18n, 'time');
  return (
    <Card title={t('checkOutToday.heading')}>
      <p>
        {data.isPastDepartureTime
          ? t('checkOutToday.bodyLate', { time, context })
          : t('checkOutToday.body', { time, context })}
      </p>
      <ButtonLink to={stayScreenPath('/stay/check-out', data.slug)} fullWidth>
        {t('checkOutToday.action')}
      </ButtonLink>
    </Card>
  );
}

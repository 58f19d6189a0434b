import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { unitContext } from '../../../i18n/unitKind.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { Notice } from '../../../ui/Notice.tsx';
import type { CheckedOut_reservation$key } from './__generated__/CheckedOut_reservation.graphql.ts';

type Props = { reservation: CheckedOut_reservation$key };

/**
 * After check-out, until the departure day is over: the doors still open for a while (spec §4,
 * §9), as the gateway computes it in the property's time zone (`accessAfterCheckOut`).
 */
export function CheckedOut({ reservation }: Props) {
  const { t, i18n } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment CheckedOut_reservation on Reservation {
        unitKind
        accessAfterCheckOut {
          unitUntil
          buildingUntil
        }
        property {
          timeZone
        }
      }
    `,
    reservation,
  );
  const access = data.accessAfterCheckOut;
  const time = (iso: string) => formatDateTime(iso, data.property.timeZone, i18n, 'time');
  return (
    <Notice tone="success" title={t('checkedOut.title')}>
      {access && (
        <p>
          {t('checkedOut.body', {
            context: unitContext(data.unitKind),
            unitTime: time(access.unitUntil),
            buildingTime: time(access.buildingUntil),
          })}
        </p>
      )}
    </Notice>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatStayDateTime } from '../../../stay/formatStayDate.ts';
import type { StayDates_reservation$key } from './__generated__/StayDates_reservation.graphql.ts';

type Props = { reservation: StayDates_reservation$key };

export function StayDates({ reservation }: Props) {
  const { t, i18n } = useTranslation();
  const data = useFragment(
    graphql`
      fragment StayDates_reservation on Reservation {
        startDate
        endDate
        property {
          timeZone
        }
      }
    `,
    reservation,
  );
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { timeZone } = data.property;
  return (
    <section className="card stay-dates" aria-labelledby="stay-dates-heading">
      <h2 id="stay-dates-heading">{t('stay.dates.heading')}</h2>
      <dl className="stay-dates__list">
        <div>
          <dt>{t('stay.dates.checkIn')}</dt>
          <dd>
            <time dateTime={data.startDate}>
              {formatStayDateTime(data.startDate, timeZone, locale)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('stay.dates.checkOut')}</dt>
          <dd>
            <time dateTime={data.endDate}>
              {formatStayDateTime(data.endDate, timeZone, locale)}
            </time>
          </dd>
        </div>
      </dl>
    </section>
  );
}

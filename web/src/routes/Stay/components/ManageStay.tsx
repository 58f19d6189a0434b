import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { stayScreenPath } from '../../../routing/paths.ts';
import { coreApiNow } from '../../../stayUpdates/stayClock.ts';
import { Card } from '../../../ui/Card.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { Icon, type IconName } from '../../../ui/Icon.tsx';
import type {
  ManageStay_reservation$data,
  ManageStay_reservation$key,
} from './__generated__/ManageStay_reservation.graphql.ts';
import styles from './ManageStay.module.css';

type Props = { reservation: ManageStay_reservation$key };

type Stay = ManageStay_reservation$data;

/** The stages in which a stay can still be changed: ahead or under way, not checked out. */
const openStages: ReadonlySet<Stay['stage']> = new Set([
  'UPCOMING',
  'ARRIVAL_DAY',
  'IN_HOUSE',
  'DEPARTURE_DAY',
]);
/** From the arrival day the arrival date no longer moves (the core API's date change). */
const arrivalDayReached: ReadonlySet<Stay['stage']> = new Set([
  'ARRIVAL_DAY',
  'IN_HOUSE',
  'DEPARTURE_DAY',
]);

/**
 * Everything a guest manages besides the action of the moment, as a hotel app lists it:
 * check-out (and, before the day, why not yet), times, dates, a longer stay, the payment card and
 * cancelling with its terms in a line. Only what the stay's stage still allows is offered.
 */
export function ManageStay({ reservation }: Props) {
  const { t, i18n } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment ManageStay_reservation on Reservation {
        slug
        stage
        hasStarted
        asOf
        endDate
        arrivalTime
        departureTime
        property {
          timeZone
          city
        }
        card {
          lastFour
        }
        cancellationPolicy {
          cancellationType
          isFreeCancellationAvailable
          freeCancellationEndDate
        }
      }
    `,
    reservation,
  );
  if (!openStages.has(data.stage)) return null;
  const { timeZone } = data.property;
  const at = (iso: string, style: 'dateTime' | 'time' | 'weekdayDate' = 'dateTime') =>
    formatDateTime(iso, timeZone, i18n, style);
  // Started is the arrival time come (`hasStarted`): on the arrival day before it, the check-in
  // time can still change and cancelling is not yet the no-refund of a started stay.
  const started = data.hasStarted;
  const path = (pathname: string) => stayScreenPath(pathname, data.slug);
  const rows: Row[] = [];

  rows.push(
    data.stage === 'DEPARTURE_DAY'
      ? {
          key: 'check-out',
          icon: 'depart',
          label: t('manage.checkOut'),
          detail: t('manage.checkOutToday'),
          to: path('/stay/check-out'),
        }
      : {
          key: 'check-out',
          icon: 'depart',
          label: t('manage.checkOut'),
          // Check-out opens on the departure day in the property's time zone (spec §4).
          detail: t('manage.checkOutLater', {
            date: at(data.endDate, 'weekdayDate'),
            city: data.property.city,
          }),
          to: null,
        },
  );
  // The standard check-out time is the last moment either time can still change, on the hotel's
  // clock: a phone's may be set hours off.
  if (coreApiNow(data.asOf) < Date.parse(data.endDate)) {
    rows.push({
      key: 'change-time',
      icon: 'schedule',
      label: t('manage.changeTime'),
      detail: started
        ? t('manage.changeTimeStarted', { departure: at(data.departureTime, 'time') })
        : t('manage.changeTimeDetail', {
            arrival: at(data.arrivalTime, 'time'),
            departure: at(data.departureTime, 'time'),
          }),
      to: path('/stay/change-time'),
    });
  }
  rows.push({
    key: 'change-dates',
    icon: 'event',
    label: t('manage.changeDates'),
    detail: arrivalDayReached.has(data.stage)
      ? t('manage.changeDatesStarted')
      : t('manage.changeDatesDetail'),
    to: path('/stay/change-dates'),
  });
  rows.push({
    key: 'extend',
    icon: 'add',
    label: t('manage.extend'),
    detail: t('manage.extendDetail'),
    to: path('/stay/reservation-extension'),
  });
  rows.push({
    key: 'card',
    icon: 'creditCard',
    label: t('manage.card'),
    detail: data.card
      ? t('manage.cardDetail', { lastFour: data.card.lastFour })
      : t('manage.noCard'),
    to: path('/stay/add-card'),
  });
  rows.push({
    key: 'cancel',
    icon: 'close',
    label: t('manage.cancel'),
    detail: cancelDetail(data, started, at, t),
    to: path('/stay/cancel-reservation'),
  });

  return (
    <Card title={t('manage.heading')}>
      <ul className={styles.list}>
        {rows.map((row) => (
          <ManageRow key={row.key} row={row} />
        ))}
      </ul>
    </Card>
  );
}

type Row = { key: string; icon: IconName; label: string; detail: string; to: string | null };

function ManageRow({ row }: { row: Row }) {
  const detailId = useId();
  // The link is named by its label alone and described by the line under it; its tap area
  // covers the whole row (`.label::after` in the CSS).
  return (
    <li className={`${styles.row} ${row.to ? '' : styles.unavailable}`}>
      <Icon name={row.icon} />
      <span className={styles.text}>
        {row.to ? (
          <Link className={styles.label} to={row.to} aria-describedby={detailId}>
            {row.label}
          </Link>
        ) : (
          <span className={styles.label}>{row.label}</span>
        )}
        <span id={detailId} className={styles.detail}>
          {row.detail}
        </span>
      </span>
      {row.to && <Icon name="chevronRight" className={styles.chevron} />}
    </li>
  );
}

type Translate = ReturnType<typeof useTranslation<'stayDetails'>>['t'];

/** The cancellation terms in a line (the cancel screen says them in full). */
function cancelDetail(
  data: Stay,
  started: boolean,
  at: (iso: string) => string,
  t: Translate,
): string {
  const policy = data.cancellationPolicy;
  if (policy.cancellationType === 'ONLINE_TRAVEL_AGENCY') return t('manage.cancelAgency');
  if (started) return t('manage.cancelStarted');
  if (policy.cancellationType !== 'REFUNDABLE') return t('manage.cancelNonRefundable');
  if (policy.isFreeCancellationAvailable && policy.freeCancellationEndDate) {
    return t('manage.cancelFree', { dateTime: at(policy.freeCancellationEndDate) });
  }
  return t('manage.cancelCharged');
}

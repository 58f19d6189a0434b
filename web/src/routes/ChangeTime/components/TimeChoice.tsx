import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { DateTime } from '../../../ui/DateTime.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { Price } from '../../../ui/Price.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { TimeChangeState } from '../timeChangeState.ts';
import type { TimeChoice_availability$key } from './__generated__/TimeChoice_availability.graphql.ts';
import styles from './TimeChoice.module.css';

// The picker is React Aria's radio group: it loads beside the answer instead of in the screen's
// first load, which keeps /stay/change-time inside the first-load budget.
const TimeslotPicker = lazy(async () => ({
  default: (await import('../../../ui/TimeslotPicker.tsx')).TimeslotPicker,
}));

type Props = {
  availability: TimeChoice_availability$key | null;
  state: TimeChangeState;
  /** 'Check-in time' or 'Check-out time'. */
  title: string;
  /** The picker's label: 'Arrive from' or 'Leave by'. */
  pickerLabel: string;
  /** The time in force now (an earlier change included). */
  currentTime: string;
  /** The start of the bought timeslot, when this time is bought: left out of the choice. */
  bought: string | null;
  timeZone: string;
  contactPath: string;
  value: string | null;
  onChange: (time: string) => void;
  isDisabled: boolean;
};

/** One of the two times: what it is now, and the slots on sale or why there are none. */
export function TimeChoice(props: Props) {
  const { availability, state, title, pickerLabel, currentTime, timeZone } = props;
  const { t, i18n } = useTranslation('changeTime');
  const data = useFragment(
    graphql`
      fragment TimeChoice_availability on TimeslotAvailability {
        price {
          ...Price_money
        }
        timeslots {
          time
          startDate
        }
      }
    `,
    availability,
  );
  return (
    <Card title={title}>
      <p className={styles.current}>
        {t('changeTime.current')}{' '}
        <DateTime value={currentTime} timeZone={timeZone} format="dateTime" />
      </p>
      {state === 'too-late' && <Notice tone="info" title={t('changeTime.tooLate')} />}
      {state === 'not-offered' && <Notice tone="info" title={t('changeTime.notOffered')} />}
      {state === 'sold-out' && (
        <Notice tone="warning" title={t('changeTime.soldOut')}>
          <ButtonLink to={props.contactPath} variant="quiet">
            {t('changeTime.contactUs')}
          </ButtonLink>
        </Notice>
      )}
      {(state === 'open' || state === 'change') && data && (
        <Suspense fallback={<Skeleton shape="block" height="4rem" />}>
          <TimeslotPicker
            label={pickerLabel}
            description={
              state === 'change' ? (
                t('changeTime.noCharge')
              ) : (
                <>
                  {t('changeTime.price')} <Price money={data.price} />
                </>
              )
            }
            options={data.timeslots
              .filter(
                (slot) =>
                  props.bought === null || Date.parse(slot.startDate) !== Date.parse(props.bought),
              )
              .map((slot) => ({
                value: slot.time,
                time: formatDateTime(slot.startDate, timeZone, i18n, 'time'),
              }))}
            value={props.value}
            onChange={props.onChange}
            isDisabled={props.isDisabled}
          />
        </Suspense>
      )}
    </Card>
  );
}

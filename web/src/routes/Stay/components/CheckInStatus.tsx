import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { stayScreenPath } from '../../../routing/paths.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { checkInProgressOf } from '../../CheckIn/checkInProgress.ts';
import type { CheckInStatus_reservation$key } from './__generated__/CheckInStatus_reservation.graphql.ts';
import styles from './CheckInStatus.module.css';

type Props = { reservation: CheckInStatus_reservation$key };

/** Where online check-in stands and the one next step (spec §4, reservation check-in state). */
export function CheckInStatus({ reservation }: Props) {
  const { t } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment CheckInStatus_reservation on Reservation {
        slug
        checkInState {
          state
          idVerificationState
        }
      }
    `,
    reservation,
  );
  const progress = checkInProgressOf(data.checkInState);
  const checkIn = stayScreenPath('/stay/check-in', data.slug);
  const content = {
    details: { status: t('checkIn.details'), action: t('checkIn.detailsAction'), to: checkIn },
    identity: { status: t('checkIn.identity'), action: t('checkIn.identityAction'), to: checkIn },
    declined: {
      status: t('checkIn.declined'),
      action: t('checkIn.identityAction'),
      to: checkIn,
    },
    contactUs: { status: t('checkIn.contactUs'), action: null, to: null },
    done: {
      status: t('checkIn.done'),
      action: t('checkIn.doneAction'),
      to: stayScreenPath('/stay/access', data.slug),
    },
  }[progress];
  return (
    <Card title={t('checkIn.heading')}>
      <p className={progress === 'done' ? styles.done : styles.status}>{content.status}</p>
      {content.action && content.to && (
        <ButtonLink to={content.to} variant={progress === 'done' ? 'secondary' : 'primary'}>
          {content.action}
        </ButtonLink>
      )}
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { WifiDetails } from '../../../doorAccess/WifiDetails.tsx';
import { Card } from '../../../ui/Card.tsx';
import { ContactCard } from '../../../ui/ContactOptions.tsx';
import { checkInProgressOf } from '../../CheckIn/checkInProgress.ts';
import type { StayMore_reservation$key } from './__generated__/StayMore_reservation.graphql.ts';
import { CheckedOut } from './CheckedOut.tsx';
import { CheckInStatus } from './CheckInStatus.tsx';
import { CheckOutToday } from './CheckOutToday.tsx';
import { DoorSummary } from './DoorSummary.tsx';
import { ManageStay } from './ManageStay.tsx';
import { StayActions } from './StayActions.tsx';
import { StayAddress } from './StayAddress.tsx';
import { StayExtras } from './StayExtras.tsx';

type Props = { reservation: StayMore_reservation$key };

/**
 * The stay page after its dates, the action of the moment first (`Reservation.nextStep`, one
 * rule: a stay not checked in online is asked to check in, not to check out; `stage` for what
 * follows): check in online until it is done, then getting in, and checking out on the
 * departure day; after
 * check-out, what stays open. Then the Wi-Fi, everything else the guest manages ('Manage your
 * stay'), the calendar and sharing, the address, the extras and the contacts. A chunk of its own
 * (with the door texts), loaded as soon as the top of the page shows, so the page's first load
 * stays small; its data came with the page's one query.
 */
export function StayMore({ reservation }: Props) {
  // The contacts' texts load with this section's, not after it has rendered.
  const { t } = useTranslation(['stayDetails', 'contact']);
  const data = useFragment(
    graphql`
      fragment StayMore_reservation on Reservation {
        stage
        nextStep
        checkInState {
          state
          idVerificationState
        }
        ...StayActions_reservation
        ...CheckInStatus_reservation
        ...CheckOutToday_reservation
        ...CheckedOut_reservation
        ...DoorSummary_reservation
        ...ManageStay_reservation
        integrations {
          wifi {
            ...WifiDetails_wifi
          }
        }
        ...StayAddress_reservation
        ...StayExtras_reservation
        property {
          ...ContactOptions_property
        }
      }
    `,
    reservation,
  );
  const checkedIn = checkInProgressOf(data.checkInState) === 'done';
  const checkedOut = data.stage === 'CHECKED_OUT';
  return (
    <>
      {checkedOut && <CheckedOut reservation={data} />}
      {data.nextStep === 'CHECK_OUT' && <CheckOutToday reservation={data} />}
      {!checkedIn && !checkedOut && <CheckInStatus reservation={data} />}
      <DoorSummary reservation={data} />
      {data.integrations.wifi && (
        <Card title={t('wifi.heading')}>
          <WifiDetails wifi={data.integrations.wifi} />
        </Card>
      )}
      <ManageStay reservation={data} />
      <StayActions reservation={data} />
      <StayAddress reservation={data} />
      <StayExtras reservation={data} />
      <ContactCard property={data.property} />
    </>
  );
}

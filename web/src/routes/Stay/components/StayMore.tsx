import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { WifiDetails } from '../../../stay/WifiDetails.tsx';
import { Card } from '../../../ui/Card.tsx';
import { ContactCard } from '../../../ui/ContactOptions.tsx';
import type { StayMore_reservation$key } from './__generated__/StayMore_reservation.graphql.ts';
import { CheckInStatus } from './CheckInStatus.tsx';
import { DoorSummary } from './DoorSummary.tsx';
import { StayActions } from './StayActions.tsx';
import { StayAddress } from './StayAddress.tsx';
import { StayExtras } from './StayExtras.tsx';

type Props = { reservation: StayMore_reservation$key };

/**
 * The stay page after its dates: adding them to a calendar and sharing the stay, check-in's next step, the first door code, the Wi-Fi, the address, the
 * extras and the contacts. A chunk of its own (with the door texts), loaded as soon as the top of
 * the page shows, so the page's first load stays small; its data came with the page's one query.
 */
export function StayMore({ reservation }: Props) {
  // The contacts' texts load with this section's, not after it has rendered.
  const { t } = useTranslation(['stayDetails', 'contact']);
  const data = useFragment(
    graphql`
      fragment StayMore_reservation on Reservation {
        ...StayActions_reservation
        ...CheckInStatus_reservation
        ...DoorSummary_reservation
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
  return (
    <>
      <StayActions reservation={data} />
      <CheckInStatus reservation={data} />
      <DoorSummary reservation={data} />
      {data.integrations.wifi && (
        <Card title={t('wifi.heading')}>
          <WifiDetails wifi={data.integrations.wifi} />
        </Card>
      )}
      <StayAddress reservation={data} />
      <StayExtras reservation={data} />
      <ContactCard property={data.property} />
    </>
  );
}

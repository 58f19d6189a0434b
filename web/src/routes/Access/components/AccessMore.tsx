import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { WifiDetails } from '../../../doorAccess/WifiDetails.tsx';
import { Card } from '../../../ui/Card.tsx';
import { ContactOptions } from '../../../ui/ContactOptions.tsx';
import type { AccessMore_reservation$key } from './__generated__/AccessMore_reservation.graphql.ts';
import { AccessGuide } from './AccessGuide.tsx';
import styles from './AccessMore.module.css';
import { CommonDoors } from './CommonDoors.tsx';

type Props = { reservation: AccessMore_reservation$key };

/**
 * Door access below the doors: the Wi-Fi, the shared rooms, the building's guide and help when a code does
 * not work. A chunk of its own, loaded while the doors show; its data came with the screen's query.
 */
export function AccessMore({ reservation }: Props) {
  // The contacts' texts load with this section's, not after it has rendered.
  const { t } = useTranslation(['stayDetails', 'contact']);
  const data = useFragment(
    graphql`
      fragment AccessMore_reservation on Reservation {
        integrations {
          wifi {
            ...WifiDetails_wifi
          }
          ...CommonDoors_integrations
        }
        property {
          ...AccessGuide_property
          ...ContactOptions_property
        }
      }
    `,
    reservation,
  );
  return (
    <>
      {data.integrations.wifi && (
        <Card title={t('wifi.heading')}>
          <WifiDetails wifi={data.integrations.wifi} />
        </Card>
      )}
      <CommonDoors integrations={data.integrations} />
      <AccessGuide property={data.property} />
      <Card title={t('help.heading')}>
        <p>{t('help.body')}</p>
        <a className={styles.guideLink} href="#access-guide">
          {t('help.guideLink')}
        </a>
        <ContactOptions property={data.property} />
      </Card>
    </>
  );
}

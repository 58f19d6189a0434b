import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { KeypadCode } from '../../../stay/KeypadCode.tsx';
import { KeyStatusNotice } from '../../../stay/KeyStatusNotice.tsx';
import { keyStatus } from '../../../stay/keyStatus.ts';
import { keyTypeName } from '../../../stay/keyTypes.ts';
import { stayScreenPath } from '../../../stay/stayPath.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import type { DoorSummary_reservation$key } from './__generated__/DoorSummary_reservation.graphql.ts';
import styles from './DoorSummary.module.css';

type Props = { reservation: DoorSummary_reservation$key };

/** The first door's code (or why there is none yet) and the way to every door. */
export function DoorSummary({ reservation }: Props) {
  const { t } = useTranslation(['stayDetails', 'access']);
  const data = useFragment(
    graphql`
      fragment DoorSummary_reservation on Reservation {
        slug
        property {
          timeZone
        }
        keys {
          keyId
          name
          type
          accessType
          code
          keypadButton
          validFrom
          unavailability {
            code
            availableAt
          }
        }
      }
    `,
    reservation,
  );
  if (data.keys.length === 0) return null;
  // The first door on the way in that has a code, else simply the first door.
  const first = data.keys.find((key) => key.accessType === 'CODE') ?? data.keys[0];
  if (!first) return null;
  const status = keyStatus(first);
  const doorName = first.name ?? t(keyTypeName(first.type), { ns: 'access' });
  return (
    <Card title={t('summary.heading')}>
      {status.kind !== 'available' ? (
        <KeyStatusNotice
          status={status}
          timeZone={data.property.timeZone}
          notPaidActions={
            // An unpaid stay is no dead end: pay with a card, or ask the property.
            <div className={styles.payActions}>
              <ButtonLink to={stayScreenPath('/stay/add-card', data.slug)}>
                {t('summary.payByCard')}
              </ButtonLink>
              <ButtonLink to={stayScreenPath('/stay/ask', data.slug)} variant="secondary">
                {t('summary.contactUs')}
              </ButtonLink>
            </div>
          }
        />
      ) : first.code ? (
        <KeypadCode
          code={first.code}
          keypadButton={first.keypadButton}
          label={t('summary.firstCode', { door: doorName })}
        />
      ) : (
        <p>{t('summary.fromApp', { door: doorName })}</p>
      )}
      <ButtonLink to={stayScreenPath('/stay/access', data.slug)}>
        {t('summary.all', { count: data.keys.length })}
      </ButtonLink>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { KeypadCode } from '../../../doorAccess/KeypadCode.tsx';
import { KeyStatusNotice } from '../../../doorAccess/KeyStatusNotice.tsx';
import { keyStatus } from '../../../doorAccess/keyStatus.ts';
import { useDoorTypeName } from '../../../doorAccess/keyTypes.ts';
import { unitContext } from '../../../i18n/unitKind.ts';
import { stayScreenPath } from '../../../routing/paths.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { payBalancePath } from '../../Pay/payBalancePath.ts';
import type { DoorSummary_reservation$key } from './__generated__/DoorSummary_reservation.graphql.ts';
import styles from './DoorSummary.module.css';

type Props = { reservation: DoorSummary_reservation$key };

/** The first door on the way in (its code, or that it opens from the app, or why not yet) and the way to every door. */
export function DoorSummary({ reservation }: Props) {
  const { t } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment DoorSummary_reservation on Reservation {
        slug
        unitKind
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
  // The first door on the way in, however it opens; when it opens from the app, the first door
  // with a code follows it, so the guest sees both steps of getting in.
  const doorTypeName = useDoorTypeName(unitContext(data.unitKind));
  const first = data.keys[0];
  if (!first) return null;
  const firstCode =
    first.accessType === 'CODE' ? null : data.keys.find((key) => key.accessType === 'CODE');
  const status = keyStatus(first);
  const nameOf = (key: (typeof data.keys)[number]) => key.name ?? doorTypeName(key.type);
  const codeOf = (key: (typeof data.keys)[number]) =>
    key.code ? (
      <KeypadCode
        code={key.code}
        keypadButton={key.keypadButton}
        label={t('summary.firstCode', { door: nameOf(key) })}
      />
    ) : null;
  return (
    <Card title={t('summary.heading')}>
      {status.kind !== 'available' ? (
        <KeyStatusNotice
          status={status}
          timeZone={data.property.timeZone}
          notPaidActions={
            // An unpaid stay is no dead end: pay in the app where the property takes it (the pay
            // screen says how otherwise), or ask the property.
            <div className={styles.payActions}>
              <ButtonLink to={payBalancePath(data.slug)}>{t('summary.payNow')}</ButtonLink>
              <ButtonLink to={stayScreenPath('/stay/ask', data.slug)} variant="secondary">
                {t('summary.contactUs')}
              </ButtonLink>
            </div>
          }
        />
      ) : first.code ? (
        codeOf(first)
      ) : (
        <>
          <p>{t('summary.fromApp', { door: nameOf(first) })}</p>
          {firstCode && keyStatus(firstCode).kind === 'available' && codeOf(firstCode)}
        </>
      )}
      <ButtonLink to={stayScreenPath('/stay/access', data.slug)}>
        {t('summary.all', { count: data.keys.length })}
      </ButtonLink>
    </Card>
  );
}

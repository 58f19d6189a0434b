import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { KeypadCode } from '../../../doorAccess/KeypadCode.tsx';
import { KeyStatusNotice } from '../../../doorAccess/KeyStatusNotice.tsx';
import { keyStatus } from '../../../doorAccess/keyStatus.ts';
import { useDoorTypeName } from '../../../doorAccess/keyTypes.ts';
import type { UnitContext } from '../../../i18n/unitKind.ts';
import { formatDateTime } from '../../../ui/format.ts';
import type { DoorKeyCard_key$key } from './__generated__/DoorKeyCard_key.graphql.ts';
import styles from './DoorKeyCard.module.css';
import { RemoteControl } from './RemoteControls.tsx';

type Props = {
  doorKey: DoorKeyCard_key$key;
  slug: string;
  timeZone: string;
  /** The key's place in the way from the street to the unit, from 1. */
  step: number;
  /** How the guest's own door is named: their apartment or their room. */
  unitContext: UnitContext;
};

/** One door on the way in: its code and keypad button, the slide to open it, or why not yet. */
export function DoorKeyCard({ doorKey, slug, timeZone, step, unitContext }: Props) {
  const { t, i18n } = useTranslation('access');
  const doorTypeName = useDoorTypeName(unitContext);
  const key = useFragment(
    graphql`
      fragment DoorKeyCard_key on DoorKey {
        keyId
        name
        type
        accessType
        validFrom
        validTo
        keypadButton
        code
        unavailability {
          code
          availableAt
        }
      }
    `,
    doorKey,
  );
  const status = keyStatus(key);
  const typeName = doorTypeName(key.type);
  const name = key.name ?? typeName;
  const when = (iso: string) => formatDateTime(iso, timeZone, i18n, 'dateTime');
  const headingId = `door-${key.keyId}`;

  return (
    <section className={styles.door} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        <div>
          <h3 id={headingId}>{name}</h3>
          {name !== typeName && <p className={styles.type}>{typeName}</p>}
        </div>
      </div>
      {status.kind === 'available' ? (
        <DoorAction
          accessType={key.accessType}
          isElevator={key.type === 'ELEVATOR'}
          code={key.code}
          keypadButton={key.keypadButton}
          slug={slug}
          keyId={key.keyId}
          doorName={name}
          timeZone={timeZone}
        />
      ) : (
        <KeyStatusNotice status={status} timeZone={timeZone} />
      )}
      {key.validFrom && key.validTo && status.kind !== 'notAvailable' && (
        <p className={styles.validity}>
          {
            // A door not open yet already says from when: the line adds only until when.
            status.kind === 'availableFrom'
              ? t('validity.until', { to: when(key.validTo) })
              : t('validity.window', { from: when(key.validFrom), to: when(key.validTo) })
          }
        </p>
      )}
    </section>
  );
}

type ActionProps = {
  accessType: string;
  isElevator: boolean;
  code: string | null | undefined;
  keypadButton: string | null | undefined;
  slug: string;
  keyId: string;
  doorName: string;
  timeZone: string;
};

function DoorAction({ accessType, isElevator, code, keypadButton, ...door }: ActionProps) {
  const { t } = useTranslation('access');
  if (accessType === 'CODE' && code) return <KeypadCode code={code} keypadButton={keypadButton} />;
  // The slide to open comes with the list, not after it: on door access it is the first thing a
  // guest taps, and loaded apart it was hydrated only once its own request came back.
  if (accessType === 'REMOTE') {
    return <RemoteControl isElevator={isElevator} {...door} />;
  }
  if (accessType === 'PHYSICAL') return <p>{t('door.physical')}</p>;
  return <p>{t('door.unknown')}</p>;
}

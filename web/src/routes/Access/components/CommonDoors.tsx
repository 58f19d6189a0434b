import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../ui/Card.tsx';
import type { CommonDoors_integrations$key } from './__generated__/CommonDoors_integrations.graphql.ts';
import styles from './CommonDoors.module.css';

type Props = { integrations: CommonDoors_integrations$key };

const roomNames = {
  LUGGAGE_ROOM: 'keyType.luggageRoom',
  WASHATERIA: 'keyType.washateria',
  KITCHEN: 'keyType.kitchen',
  GARBAGE_ROOM: 'keyType.garbageRoom',
  BICYCLE_STORAGE_ROOM: 'keyType.bicycleStorageRoom',
} as const;

/** The building's shared rooms: which floor, and the sign on the door. */
export function CommonDoors({ integrations }: Props) {
  const { t } = useTranslation(['stayDetails', 'access']);
  const { commonDoors } = useFragment(
    graphql`
      fragment CommonDoors_integrations on ReservationIntegrations {
        commonDoors {
          type
          floorNumber
          signText
        }
      }
    `,
    integrations,
  );
  if (commonDoors.length === 0) return null;
  return (
    <Card title={t('commonDoors.heading')}>
      <ul className={styles.rooms}>
        {commonDoors.map((door) => {
          const name = Object.hasOwn(roomNames, door.type)
            ? t(roomNames[door.type as keyof typeof roomNames], { ns: 'access' })
            : t('keyType.unknown', { ns: 'access' });
          return (
            <li key={door.type} className={styles.room}>
              <span className={styles.name}>{name}</span>
              {door.floorNumber !== null && door.floorNumber !== undefined && (
                <span>{t('commonDoors.floor', { floor: door.floorNumber })}</span>
              )}
              {door.signText && (
                <span className={styles.sign}>
                  {t('commonDoors.sign', { sign: door.signText })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

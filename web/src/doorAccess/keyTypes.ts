import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UnitContext } from '../i18n/unitKind.ts';

/**
 * Each shared door type's name in the `access` namespace; a type newer than this build is
 * UNKNOWN. The guest's own door (PROPERTY_UNIT) is named by the unit's kind instead.
 */
const keyTypeNames = {
  ENTRANCE: 'keyType.entrance',
  ELEVATOR: 'keyType.elevator',
  HALLWAY: 'keyType.hallway',
  LUGGAGE_ROOM: 'keyType.luggageRoom',
  WASHATERIA: 'keyType.washateria',
  KITCHEN: 'keyType.kitchen',
  GARBAGE_ROOM: 'keyType.garbageRoom',
  BICYCLE_STORAGE_ROOM: 'keyType.bicycleStorageRoom',
  PARKING: 'keyType.parking',
  BACK_DOOR: 'keyType.backDoor',
  UNKNOWN: 'keyType.unknown',
} as const satisfies Record<string, ParseKeys<'access'>>;

type SharedKeyType = keyof typeof keyTypeNames;

/** Names a door by its type: "Main entrance", or for the guest's own door "Your apartment" or "Your room". */
export function useDoorTypeName(unitContext: UnitContext): (type: string) => string {
  const { t } = useTranslation('access');
  return (type) =>
    type === 'PROPERTY_UNIT'
      ? t('keyType.propertyUnit', { context: unitContext })
      : t(
          Object.hasOwn(keyTypeNames, type)
            ? keyTypeNames[type as SharedKeyType]
            : keyTypeNames.UNKNOWN,
        );
}

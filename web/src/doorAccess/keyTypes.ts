import type { ParseKeys } from 'i18next';

/** Each door type's name in the `access` namespace; a type newer than this build is UNKNOWN. */
export const keyTypeNames = {
  ENTRANCE: 'keyType.entrance',
  ELEVATOR: 'keyType.elevator',
  PROPERTY_UNIT: 'keyType.propertyUnit',
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

export type KeyType = keyof typeof keyTypeNames;

export function keyTypeName(type: string): (typeof keyTypeNames)[KeyType] {
  return Object.hasOwn(keyTypeNames, type) ? keyTypeNames[type as KeyType] : keyTypeNames.UNKNOWN;
}

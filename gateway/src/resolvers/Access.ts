import { toGraphQLEnum } from '../derive/enums.ts';
import type {
  DoorKeyResolvers,
  ReservationIntegrationsResolvers,
} from '../graphql/resolvers.generated.ts';

const keyTypes = [
  'ENTRANCE',
  'ELEVATOR',
  'PROPERTY_UNIT',
  'HALLWAY',
  'LUGGAGE_ROOM',
  'WASHATERIA',
  'KITCHEN',
  'GARBAGE_ROOM',
  'BICYCLE_STORAGE_ROOM',
  'PARKING',
  'BACK_DOOR',
] as const;
const accessTypes = ['CODE', 'REMOTE', 'PHYSICAL'] as const;
const unavailabilityCodes = ['NOT_AVAILABLE', 'NOT_AVAILABLE_YET', 'NOT_PAID'] as const;

const DoorKey: DoorKeyResolvers = {
  keyId: (key) => key.id,
  name: (key) => key.name ?? null,
  type: (key) => toGraphQLEnum(key.type, keyTypes, 'UNKNOWN'),
  accessType: (key) => toGraphQLEnum(key.accessType, accessTypes, 'UNKNOWN'),
  sequenceNumber: (key) => key.sequenceNumber ?? 0,
  validFrom: (key) => key.validFromDate ?? null,
  validTo: (key) => key.validToDate ?? null,
  keypadButton: (key) => key.keypadButton ?? null,
  // A key that cannot be used must not reveal its code (e.g. before payment).
  code: (key) => (key.errorCode ? null : (key.code ?? null)),
  unavailability: (key) =>
    key.errorCode
      ? {
          code: toGraphQLEnum(key.errorCode, unavailabilityCodes, 'NOT_AVAILABLE'),
          availableAt: key.availableAt ?? null,
        }
      : null,
};

const commonDoorTypes = [
  'LUGGAGE_ROOM',
  'WASHATERIA',
  'KITCHEN',
  'GARBAGE_ROOM',
  'BICYCLE_STORAGE_ROOM',
] as const;

const ReservationIntegrations: ReservationIntegrationsResolvers = {
  wifi: ({ unit, property }) => {
    const network = unit?.wirelessAccessPoint ?? property?.wirelessAccessPoint;
    return network ? { ssid: network.ssid, password: network.password || null } : null;
  },
  accessGuidelines: ({ unit, property }) => {
    const guidelines = unit?.accessGuidelines ?? property?.accessGuidelines;
    return guidelines
      ? { accessType: toGraphQLEnum(guidelines.accessType, accessTypes, 'UNKNOWN') }
      : null;
  },
  commonDoors: ({ property }) =>
    (property?.commonDoors ?? []).flatMap((door) => {
      const type = commonDoorTypeOf(door.type);
      if (!type) return [];
      return [
        {
          type,
          floorNumber:
            door.floorNumber === null || door.floorNumber === undefined
              ? null
              : String(door.floorNumber),
          signText: door.signText ?? null,
        },
      ];
    }),
};

type CommonDoorType = (typeof commonDoorTypes)[number];

/** The spec spells the laundry room both "washateria" and "washeteria": the same door. */
function commonDoorTypeOf(raw: string): CommonDoorType | undefined {
  const value = toGraphQLEnum<CommonDoorType | 'UNKNOWN'>(
    raw === 'washeteria' ? 'washateria' : raw,
    commonDoorTypes,
    'UNKNOWN',
  );
  return value === 'UNKNOWN' ? undefined : value;
}

/** Door access and building facilities. */
export const Access = { DoorKey, ReservationIntegrations };

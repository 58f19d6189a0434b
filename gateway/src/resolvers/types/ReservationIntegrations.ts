import { enumValueOf, toGraphQLEnum } from '../../derive/enums.ts';
import type { ReservationIntegrationsResolvers } from '../../graphql/resolvers.generated.ts';
import { CommonDoorType, KeyAccessType } from '../../graphql/schema-types.generated.ts';

export const ReservationIntegrations: ReservationIntegrationsResolvers = {
  // The Wi-Fi is a secret of the stay like its door codes (derive/stay: `showsSecrets`): none
  // while the stay is unpaid, cancelled or over.
  wifi: ({ unit, property, showsSecrets }) => {
    const network = unit?.wirelessAccessPoint ?? property?.wirelessAccessPoint;
    if (!network || !showsSecrets) return null;
    return { ssid: network.ssid, password: network.password || null };
  },
  accessGuidelines: ({ unit, property }) => {
    const guidelines = unit?.accessGuidelines ?? property?.accessGuidelines;
    return guidelines
      ? { accessType: toGraphQLEnum(guidelines.accessType, KeyAccessType, 'UNKNOWN') }
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

/** The spec spells the laundry room both "washateria" and "washeteria": the same door. */
function commonDoorTypeOf(raw: string) {
  return enumValueOf(raw === 'washeteria' ? 'washateria' : raw, CommonDoorType);
}

import type { Static } from 'typebox';
import type {
  AccessGuidelineTable,
  CommonDoorTable,
  PropertyTable,
  WifiNetworkTable,
} from '../db/types.ts';
import type {
  Property,
  PropertyBrief,
  PropertyIntegrations,
  UnitIntegrations,
} from '../schemas/property.ts';

export function presentProperty(property: PropertyTable): Static<typeof Property> {
  const { isWhiteLabel, acceptsAppPayments, ...fields } = property;
  return {
    ...fields,
    isWhiteLabel: isWhiteLabel === 1,
    acceptsAppPayments: acceptsAppPayments === 1,
  };
}

export function presentPropertyBrief(property: PropertyTable): Static<typeof PropertyBrief> {
  return {
    id: property.id,
    key: property.key,
    name: property.name,
    city: property.city,
    timeZone: property.timeZone,
    isWhiteLabel: property.isWhiteLabel === 1,
  };
}

type AccessType = NonNullable<Static<typeof UnitIntegrations>['accessGuidelines']>['accessType'];

/** Wi-Fi and access guidelines of one unit, or of the building when `unitId` is null. */
export function presentUnitIntegrations(
  unitId: string | null,
  wifiNetworks: readonly WifiNetworkTable[],
  accessGuidelines: readonly AccessGuidelineTable[],
): Static<typeof UnitIntegrations> {
  const wifi = wifiNetworks.find((network) => network.unitId === unitId);
  const guideline = accessGuidelines.find((entry) => entry.unitId === unitId);
  return {
    wirelessAccessPoint: wifi ? { ssid: wifi.ssid, password: wifi.password } : null,
    accessGuidelines: guideline ? { accessType: guideline.accessType as AccessType } : null,
  };
}

export function presentPropertyIntegrations(
  wifiNetworks: readonly WifiNetworkTable[],
  accessGuidelines: readonly AccessGuidelineTable[],
  commonDoors: readonly CommonDoorTable[],
): Static<typeof PropertyIntegrations> {
  return {
    ...presentUnitIntegrations(null, wifiNetworks, accessGuidelines),
    commonDoors: commonDoors.map((door) => ({
      type: door.kind,
      floorNumber: door.floorNumber,
      signText: door.signText,
    })),
  };
}

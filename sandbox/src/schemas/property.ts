import { Type } from 'typebox';
import { CurrencyCode, Nullable, StringEnum } from './common.ts';

export const WirelessAccessPoint = Type.Object({ ssid: Type.String(), password: Type.String() });
export const AccessGuidelines = Type.Object({
  accessType: StringEnum(['code', 'remote', 'physical', 'unknown']),
});
export const CommonDoor = Type.Object({
  type: StringEnum([
    'luggage-room',
    'washeteria',
    'kitchen',
    'garbage-room',
    'bicycle-storage-room',
  ]),
  floorNumber: Type.Integer(),
  signText: Type.String(),
});

export const UnitIntegrations = Type.Object({
  wirelessAccessPoint: Nullable(WirelessAccessPoint),
  accessGuidelines: Nullable(AccessGuidelines),
});

export const PropertyIntegrations = Type.Object({
  wirelessAccessPoint: Nullable(WirelessAccessPoint),
  accessGuidelines: Nullable(AccessGuidelines),
  commonDoors: Type.Array(CommonDoor),
});

export const Property = Type.Object(
  {
    id: Type.String(),
    key: Type.String({ description: 'city-streetNN, e.g. helsinki-kas40' }),
    name: Type.String(),
    city: Type.String(),
    zipCode: Type.String(),
    addressLine1: Type.String(),
    addressLine2: Nullable(Type.String()),
    googleMapsUrl: Type.String(),
    timeZone: Type.String({ description: 'IANA time zone, e.g. Europe/Helsinki' }),
    phone: Type.String(),
    whatsappNumber: Nullable(Type.String()),
    currencyCode: CurrencyCode,
    language: Type.String({ description: 'Default language (locale), e.g. fi-FI' }),
    isWhiteLabel: Type.Boolean(),
    acceptsAppPayments: Type.Boolean({
      description:
        'Addition: whether an unpaid stay may be paid in the app (POST /check-in/{slug}/payments); false where the guest pays at the property',
    }),
    pciProxyPublicKey: Type.String(),
    entrance: Nullable(Type.String()),
    hostDisplayName: Type.String(),
    hostId: Type.String(),
    checkInTime: Type.String({ description: 'Local HH:MM' }),
    checkOutTime: Type.String({ description: 'Local HH:MM' }),
    integrations: Type.Optional(PropertyIntegrations),
  },
  { title: 'Property' },
);

export const PropertyBrief = Type.Object({
  id: Type.String(),
  key: Type.String(),
  name: Type.String(),
  city: Type.String(),
  timeZone: Type.String(),
  isWhiteLabel: Type.Boolean(),
});

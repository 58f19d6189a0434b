import { Type } from 'typebox';
import { Image, Instant, Nullable, StringEnum } from './common.ts';
import { UnitIntegrations } from './property.ts';

export const UnitCategoryType = StringEnum([
  'unknown',
  'apartment',
  'dorm',
  'room',
  'bed',
  'villa',
  'suite',
  'site',
]);

export const UnitCategory = Type.Object(
  {
    id: Type.String(),
    propertyId: Type.String(),
    name: Type.String(),
    type: UnitCategoryType,
    capacity: Type.Integer(),
    description: Type.String(),
    features: Type.String({ description: 'Newline-separated list' }),
    images: Type.Array(Image, { description: 'Ordered by sequenceNumber' }),
    cmsSlug: Type.String(),
    emissionsCo2ePerNight: Type.Number({ description: 'kg CO2e per night' }),
  },
  { title: 'UnitCategory' },
);

export const UnitAddress = Type.Object({
  addressLine1: Type.String(),
  addressLine2: Nullable(Type.String()),
  zipCode: Type.String(),
  city: Type.String(),
  isOverride: Type.Boolean({
    description: 'True when the unit has its own address, not the property’s',
  }),
});

export const PropertyUnit = Type.Object(
  {
    id: Type.String(),
    floor: Type.Integer(),
    number: Type.String(),
    name: Type.String(),
    features: Type.String({ description: 'Newline-separated list' }),
    images: Type.Array(Image),
    type: StringEnum(['apartment', 'suite', 'room', 'dormitory', 'unknown']),
    availableAt: Instant,
    emissionsCo2ePerNight: Type.Number({ description: 'kg CO2e per night' }),
    cmsSlug: Type.String(),
    address: Type.Optional(UnitAddress),
    integrations: Type.Optional(UnitIntegrations),
  },
  { title: 'PropertyUnit' },
);

import { toGraphQLEnum } from '../../derive/enums.ts';
import { featureList, orderedImages } from '../../derive/images.ts';
import type { LivingUnitResolvers } from '../../graphql/resolvers.generated.ts';
import { LivingUnitType } from '../../graphql/schema-types.generated.ts';

export const LivingUnit: LivingUnitResolvers = {
  unitId: (unit) => unit.id,
  name: (unit) => unit.name ?? null,
  number: (unit) => unit.number ?? null,
  floor: (unit) => (unit.floor === null || unit.floor === undefined ? null : String(unit.floor)),
  features: (unit) => featureList(unit.features),
  images: (unit) => orderedImages(unit.images),
  type: (unit) => toGraphQLEnum(unit.type, LivingUnitType, 'UNKNOWN'),
  availableAt: (unit) => unit.availableAt ?? null,
  emissionsCo2ePerNight: (unit) => unit.emissionsCo2ePerNight ?? null,
  cmsSlug: (unit) => unit.cmsSlug ?? null,
  // Only a unit's own address is shown; otherwise the property's applies.
  address: (unit) => (unit.address?.isOverride ? unit.address : null),
};

import { toGraphQLEnum } from '../derive/enums.ts';
import { featureList, orderedImages } from '../derive/images.ts';
import { toGlobalId } from '../graphql/global-id.ts';
import type { LivingUnitResolvers, UnitCategoryResolvers } from '../graphql/resolvers.generated.ts';

export const LivingUnit: LivingUnitResolvers = {
  unitId: (unit) => unit.id,
  name: (unit) => unit.name ?? null,
  number: (unit) => unit.number ?? null,
  floor: (unit) => (unit.floor === null || unit.floor === undefined ? null : String(unit.floor)),
  features: (unit) => featureList(unit.features),
  images: (unit) => orderedImages(unit.images),
  type: (unit) =>
    toGraphQLEnum(unit.type, ['APARTMENT', 'SUITE', 'ROOM', 'DORMITORY'] as const, 'UNKNOWN'),
  availableAt: (unit) => unit.availableAt ?? null,
  emissionsCo2ePerNight: (unit) => unit.emissionsCo2ePerNight ?? null,
  cmsSlug: (unit) => unit.cmsSlug ?? null,
  // Only a unit's own address is shown; otherwise the property's applies.
  address: (unit) => (unit.address?.isOverride ? unit.address : null),
};

const categoryTypes = ['APARTMENT', 'DORM', 'ROOM', 'BED', 'VILLA', 'SUITE', 'SITE'] as const;

export const UnitCategory: UnitCategoryResolvers = {
  id: (category) => toGlobalId('UnitCategory', category.id),
  type: (category) => toGraphQLEnum(category.type, categoryTypes, 'UNKNOWN'),
  capacity: (category) => category.capacity ?? null,
  description: (category) => category.description ?? null,
  features: (category) => featureList(category.features),
  images: (category) => orderedImages(category.images),
  cmsSlug: (category) => category.cmsSlug ?? null,
  emissionsCo2ePerNight: (category) => category.emissionsCo2ePerNight ?? null,
};

import { toGraphQLEnum } from '../../derive/enums.ts';
import { featureList, orderedImages } from '../../derive/images.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type { UnitCategoryResolvers } from '../../graphql/resolvers.generated.ts';
import { UnitCategoryType } from '../../graphql/schema-types.generated.ts';

export const UnitCategory: UnitCategoryResolvers = {
  id: (category) => toGlobalId('UnitCategory', category.id),
  type: (category) => toGraphQLEnum(category.type, UnitCategoryType, 'UNKNOWN'),
  capacity: (category) => category.capacity ?? null,
  description: (category) => category.description ?? null,
  features: (category) => featureList(category.features),
  images: (category) => orderedImages(category.images),
  cmsSlug: (category) => category.cmsSlug ?? null,
  emissionsCo2ePerNight: (category) => category.emissionsCo2ePerNight ?? null,
  unitCategoryId: (category) => category.id,
  property: async (category, _, { loaders }) =>
    category.propertyId ? ((await loaders.propertyById.load(category.propertyId)) ?? null) : null,
};

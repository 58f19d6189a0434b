import { featureList, orderedImages } from '../../derive/images.ts';
import { moneyOf } from '../../derive/money.ts';
import type { UpgradeOptionResolvers } from '../../graphql/resolvers.generated.ts';

export const UpgradeOption: UpgradeOptionResolvers = {
  unitCategoryId: (option) => option.propertyUnitCategoryId,
  features: (option) => featureList(option.features),
  images: (option) => orderedImages(option.images),
  pricePerNight: (option) => moneyOf(option.pricePerNight, option.currency),
};

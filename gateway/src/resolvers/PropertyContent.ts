import { validateCustomProducts } from '../derive/custom-products.ts';
import { toGraphQLEnum } from '../derive/enums.ts';
import type {
  AccessGuideResolvers,
  CustomProductResolvers,
  GymPartnerResolvers,
  HelpArticleResolvers,
  HelpContentResolvers,
  PropertyResolvers,
} from '../graphql/resolvers.generated.ts';
import { productGroupOf } from './product-enums.ts';

/** Property fields of the content area, merged into `Property` in index.ts. */
export const propertyContentFields: PropertyResolvers = {
  propertyId: (property) => property.id,
  hostDisplayName: (property) => property.hostDisplayName ?? null,
  hostId: (property) => property.hostId ?? null,
  helpContent: async (property, _, { loaders }) =>
    (await loaders.propertyContent.load(property.id)) ?? null,
  partnerContent: (property, _, { loaders }) => loaders.partnerContent.load(property.id),
  customProducts: async (property, _, { loaders, logger, metrics }) => {
    const { shown, dropped } = validateCustomProducts(
      await loaders.customProducts.load(property.id),
    );
    for (const product of dropped) {
      logger.warn(
        { customProductId: product.id, type: product.type, missing: product.missing },
        'custom product dropped: incomplete in the core API',
      );
      metrics.countDroppedCustomProduct(product.type);
    }
    return shown;
  },
};

export const HelpContent: HelpContentResolvers = {
  checkOut: (content) => content.articles['check-out'],
  access: (content) => content.articles.access,
  apartment: (content) => content.articles.apartment,
  reservation: (content) => content.articles.reservation,
};

export const HelpArticle: HelpArticleResolvers = {
  articleId: (article) => article.id,
};

export const AccessGuide: AccessGuideResolvers = {
  guideId: (guide) => guide.id,
};

const gymAccessTypes = [
  'IN_APP',
  'ACCESS_CARD',
  'ON_DEMAND',
  'IN_BUILDING',
  'IN_BUILDING_WITHOUT_CODE',
] as const;

export const GymPartner: GymPartnerResolvers = {
  accessType: (gym) => toGraphQLEnum(gym.accessType, gymAccessTypes, 'UNKNOWN'),
};

const customProductTypes = ['DUMMY', 'INFORMATIONAL', 'REQUEST', 'THIRD_PARTY'] as const;

export const CustomProduct: CustomProductResolvers = {
  customProductId: (product) => product.id,
  // An unknown type would have no rule for showing it; INFORMATIONAL shows it without an action.
  type: (product) => toGraphQLEnum(product.type, customProductTypes, 'INFORMATIONAL'),
  price: (product) =>
    product.price === null ? null : { amount: product.price, currencyCode: product.currency },
  productType: (product) =>
    product.productType === 'transfer-service' ? 'TRANSFER_SERVICE' : null,
  group: (product) => productGroupOf(product.productGroup?.key ?? product.group),
};

/** Content-area types with their own resolvers; the others resolve by property name. */
export const Content = { HelpContent, HelpArticle, AccessGuide, GymPartner, CustomProduct };

import { toGraphQLEnum } from '../../derive/enums.ts';
import { productGroupOf } from '../../derive/products.ts';
import { toEntityId } from '../../graphql/global-id.ts';
import type { CustomProductResolvers } from '../../graphql/resolvers.generated.ts';
import { CustomProductType } from '../../graphql/schema-types.generated.ts';

export const CustomProduct: CustomProductResolvers = {
  id: (product) => toEntityId('CustomProduct', product.id),
  customProductId: (product) => product.id,
  // An unknown type would have no rule for showing it; INFORMATIONAL shows it without an action.
  type: (product) => toGraphQLEnum(product.type, CustomProductType, 'INFORMATIONAL'),
  price: (product) =>
    product.price === null ? null : { amount: product.price, currencyCode: product.currency },
  productType: (product) =>
    product.productType === 'transfer-service' ? 'TRANSFER_SERVICE' : null,
  group: (product) => productGroupOf(product.productGroup?.key ?? product.group),
  noticeMinutes: (product) => product.noticeMinutes ?? null,
};

import { toGraphQLEnum } from '../../derive/enums.ts';
import { chargeMethodOf, productGroupOf } from '../../derive/products.ts';
import { toReservationPartId } from '../../graphql/global-id.ts';
import type { ProductResolvers } from '../../graphql/resolvers.generated.ts';
import { ChargeInterval, ProductType } from '../../graphql/schema-types.generated.ts';

export const Product: ProductResolvers = {
  id: (product) => toReservationPartId('Product', product.reservationId, product.id),
  productId: (product) => product.id,
  serviceId: (product) => product.serviceId ?? null,
  type: (product) => toGraphQLEnum(product.type, ProductType, 'UNKNOWN'),
  priceGross: (product) => ({
    amount: product.priceGross,
    currencyCode: product.currency ?? 'EUR',
  }),
  chargeInterval: (product) => toGraphQLEnum(product.chargeInterval, ChargeInterval, 'ONCE'),
  chargeMethod: (product) => chargeMethodOf(product.chargeMethod),
  group: (product) => productGroupOf(product.productGroup?.key ?? product.group),
  isOrderable: (product) => product.isOrderable ?? false,
  customerRewardId: (product) => product.customerRewardId ?? null,
};

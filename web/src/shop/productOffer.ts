import { graphql, readInlineData } from 'react-relay';
import { readExactMoney } from '../ordering/exactMoney.ts';
import type { ExactMoney } from '../ordering/money.ts';
import type { OrderProductType } from '../ordering/orderDraft.ts';
import type { productOffer_product$key } from './__generated__/productOffer_product.graphql.ts';
import { type ChargeUnitKey, chargeUnitKey } from './chargeUnit.ts';
import { toProductType } from './productScreens.ts';

/**
 * What a product screen reads of the stay's offered product (`offeredProducts { ...productOffer_product }`):
 * its name, price, charge unit and reward, as plain data.
 */
const productOfferFragment = graphql`
  fragment productOffer_product on Product @inline {
    productId
    name
    type
    isOrderable
    chargeMethod
    chargeInterval
    customerRewardId
    priceGross {
      ...exactMoney_money
    }
  }
`;

export type ProductOffer = {
  productId: string;
  name: string;
  type: OrderProductType;
  price: ExactMoney;
  unit: ChargeUnitKey | null;
  isReward: boolean;
};

function readOffer(ref: productOffer_product$key): ProductOffer & { isOrderable: boolean } {
  const product = readInlineData(productOfferFragment, ref);
  const type = toProductType(product.type);
  return {
    productId: product.productId,
    name: product.name,
    type,
    price: readExactMoney(product.priceGross),
    unit: chargeUnitKey(product.chargeMethod, product.chargeInterval, type),
    isReward: product.customerRewardId !== null,
    isOrderable: product.isOrderable,
  };
}

/** The stay's orderable offer of this type, or null when the stay does not offer it. */
export function findOffer(
  refs: readonly productOffer_product$key[],
  type: OrderProductType,
): ProductOffer | null {
  return refs.map(readOffer).find((offer) => offer.type === type && offer.isOrderable) ?? null;
}

/** The stay's orderable product with this id (any type), for `/stay/product/{id}`. */
export function findOfferById(
  refs: readonly productOffer_product$key[],
  productId: string,
): ProductOffer | null {
  return (
    refs.map(readOffer).find((offer) => offer.productId === productId && offer.isOrderable) ?? null
  );
}

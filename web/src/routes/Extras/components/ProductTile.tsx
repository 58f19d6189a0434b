import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { track } from '../../../integrations/analytics.ts';
import { readExactMoney } from '../../../ordering/exactMoney.ts';
import { type ExactMoney, isFree } from '../../../ordering/money.ts';
import { chargeUnitKey } from '../../../shop/chargeUnit.ts';
import { ProductPrice } from '../../../shop/ProductPrice.tsx';
import { useProductName } from '../../../shop/productNames.ts';
import { productScreenPath, toProductType } from '../../../shop/productScreens.ts';
import type { ProductTile_product$key } from './__generated__/ProductTile_product.graphql.ts';
import { ShopTile } from './ShopTile.tsx';

/**
 * The prices of the options a product's own screen offers (an upgrade's categories, by the
 * night): the tile quotes the cheapest, 'from' when there are several, so it never names a
 * price the next screen does not have.
 */
export type OptionPrices = { prices: ExactMoney[]; isReward: boolean };

type Props = { product: ProductTile_product$key; slug: string; optionPrices?: OptionPrices };

/** One of the stay's products: price with its charge method, or the reward that makes it free. */
export function ProductTile({ product, slug, optionPrices }: Props) {
  const { t } = useTranslation('extras');
  const data = useFragment(
    graphql`
      fragment ProductTile_product on Product {
        productId
        name
        type
        chargeMethod
        chargeInterval
        customerRewardId
        priceGross {
          ...exactMoney_money
        }
      }
    `,
    product,
  );
  const type = toProductType(data.type);
  const name = useProductName()(type, data.name);
  const listPrice = readExactMoney(data.priceGross);
  const cheapestOption = optionPrices?.prices.reduce<ExactMoney | undefined>(
    (cheapest, price) =>
      cheapest === undefined || price.amountMinor < cheapest.amountMinor ? price : cheapest,
    undefined,
  );
  const price = cheapestOption ?? listPrice;
  const isStartingPrice = (optionPrices?.prices.length ?? 0) > 1;
  const isReward = data.customerRewardId !== null || (optionPrices?.isReward ?? false);
  // A stay extension is priced by the night on its own screen; its list price is not a price.
  const detail =
    type === 'RESERVATION_EXTENSION_REQUEST' || (isFree(price) && !isReward) ? (
      t('list.seeOptions')
    ) : (
      <ProductPrice
        price={price}
        unit={chargeUnitKey(data.chargeMethod, data.chargeInterval, type)}
        isReward={isReward}
        isStartingPrice={isStartingPrice}
      />
    );
  return (
    <ShopTile
      to={productScreenPath(type, data.productId, slug)}
      name={name}
      type={type}
      detail={detail}
      onOpen={() =>
        track('Product Clicked', { product_id: data.productId, name: data.name, category: type })
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { track } from '../../../integrations/analytics.ts';
import { readExactMoney } from '../../../order/exactMoney.ts';
import { isFree } from '../../../order/money.ts';
import { chargeUnitKey } from '../../../products/chargeUnit.ts';
import { ProductPrice } from '../../../products/ProductPrice.tsx';
import { useProductName } from '../../../products/productNames.ts';
import { productScreenPath, toProductType } from '../../../products/productScreens.ts';
import type { ProductTile_product$key } from './__generated__/ProductTile_product.graphql.ts';
import { ShopTile } from './ShopTile.tsx';

type Props = { product: ProductTile_product$key; slug: string };

/** One of the stay's products: price with its charge method, or the reward that makes it free. */
export function ProductTile({ product, slug }: Props) {
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
  const price = readExactMoney(data.priceGross);
  // A stay extension is priced by the night on its own screen; its list price is not a price.
  const detail =
    type === 'RESERVATION_EXTENSION_REQUEST' || (isFree(price) && !data.customerRewardId) ? (
      t('list.seeOptions')
    ) : (
      <ProductPrice
        price={price}
        unit={chargeUnitKey(data.chargeMethod, data.chargeInterval, type)}
        isReward={data.customerRewardId !== null}
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

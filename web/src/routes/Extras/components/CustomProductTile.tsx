import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { track } from '../../../integrations/analytics.ts';
import { readExactMoney } from '../../../ordering/exactMoney.ts';
import { ProductPrice } from '../../../shop/ProductPrice.tsx';
import { productScreenPath } from '../../../shop/productScreens.ts';
import type { CustomProductTile_customProduct$key } from './__generated__/CustomProductTile_customProduct.graphql.ts';
import { ShopTile } from './ShopTile.tsx';

type Props = { customProduct: CustomProductTile_customProduct$key; slug: string };

/** A property's own product (a transfer, a partner's offer, a notice), with its photo. */
export function CustomProductTile({ customProduct, slug }: Props) {
  const { t } = useTranslation('extras');
  const data = useFragment(
    graphql`
      fragment CustomProductTile_customProduct on CustomProduct {
        customProductId
        title
        type
        imageUrl
        isExactPrice
        productType
        price {
          ...exactMoney_money
        }
      }
    `,
    customProduct,
  );
  const detail = data.price ? (
    <ProductPrice price={readExactMoney(data.price)} isStartingPrice={!data.isExactPrice} />
  ) : (
    t(data.type === 'INFORMATIONAL' ? 'list.information' : 'list.seeOptions')
  );
  return (
    <ShopTile
      to={productScreenPath('CUSTOM', data.customProductId, slug)}
      name={data.title}
      type="CUSTOM"
      imageUrl={data.imageUrl}
      icon={data.productType === 'TRANSFER_SERVICE' ? 'transfer' : undefined}
      detail={detail}
      onOpen={() =>
        track('Product Clicked', {
          product_id: data.customProductId,
          name: data.title,
          category: data.productType ?? 'CUSTOM',
        })
      }
    />
  );
}

import { type ReactNode, useEffect } from 'react';
import { track } from '../../../integrations/analytics.ts';
import type { OrderProductType } from '../../../ordering/orderDraft.ts';
import { ProductArt } from '../../../shop/ProductArt.tsx';
import { ActionBar } from '../../../ui/ActionBar.tsx';
import type { ScreenIconName } from '../../../ui/icons/screenIcons.ts';
import styles from './ProductScreen.module.css';

type Props = {
  productId: string;
  type: OrderProductType;
  name: string;
  imageUrl?: string | null;
  icon?: ScreenIconName;
  /** Under the name: the price with its unit, or a short line about the product. */
  summary?: ReactNode;
  children: ReactNode;
  /** The screen's one primary action, kept in reach at the bottom. */
  action?: ReactNode;
};

/** The frame of every product screen: picture, name, price, the screen's content, its action. */
export function ProductScreen({
  productId,
  type,
  name,
  imageUrl,
  icon,
  summary,
  children,
  action,
}: Props) {
  useEffect(() => {
    track('Product Viewed', { product_id: productId, name, category: type });
  }, [productId, name, type]);
  return (
    <article className={styles.product} aria-labelledby="product-heading">
      <ProductArt type={type} imageUrl={imageUrl} icon={icon} size="hero" />
      <header className={styles.header}>
        <h1 id="product-heading">{name}</h1>
        {summary}
      </header>
      {children}
      {action && <ActionBar>{action}</ActionBar>}
    </article>
  );
}

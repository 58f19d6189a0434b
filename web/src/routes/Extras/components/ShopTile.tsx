import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderProductType } from '../../../ordering/orderDraft.ts';
import { ProductArt } from '../../../shop/ProductArt.tsx';
import type { ScreenIconName } from '../../../ui/icons/screenIcons.ts';
import styles from './ShopTile.module.css';

type Props = {
  to: string;
  name: string;
  type: OrderProductType;
  imageUrl?: string | null;
  icon?: ScreenIconName;
  /** The price line, or what the product is when it has no price. */
  detail: ReactNode;
  onOpen?: () => void;
};

/** One product of the shop: its picture, name and price; the whole tile opens its screen. */
export function ShopTile({ to, name, type, imageUrl, icon, detail, onOpen }: Props) {
  return (
    <Link to={to} className={styles.tile} onClick={onOpen}>
      <ProductArt type={type} imageUrl={imageUrl} icon={icon} />
      <span className={styles.body}>
        <span className={styles.name}>{name}</span>
        <span className={styles.detail}>{detail}</span>
      </span>
    </Link>
  );
}

import { useState } from 'react';
import type { OrderProductType } from '../ordering/orderDraft.ts';
import { Icon } from '../ui/Icon.tsx';
import type { ScreenIconName } from '../ui/icons/screenIcons.ts';
import styles from './ProductArt.module.css';
import { productIcon } from './productScreens.ts';

type Props = {
  type: OrderProductType;
  /** The product's photo, when it has one; the product's illustration shows until it loads. */
  imageUrl?: string | null;
  size?: 'thumb' | 'tile' | 'hero';
  /** An icon other than the kind's own (a custom product's transfer service). */
  icon?: ScreenIconName;
  className?: string;
};

/**
 * A product's picture: its photo where the data has one, else (and while it loads, or if it
 * fails) an illustration of its kind, so a tile never shows a broken image. Decorative: the
 * product's name is always beside it.
 */
export function ProductArt({ type, imageUrl, size = 'tile', icon, className }: Props) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const showImage = Boolean(imageUrl) && !failed;
  return (
    <div className={[styles.art, styles[size], className].filter(Boolean).join(' ')}>
      <Icon name={icon ?? productIcon(type)} className={styles.icon} />
      {showImage && (
        <img
          className={`${styles.image} ${loaded ? styles.loaded : ''}`}
          src={imageUrl ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

type Props = {
  shape?: 'text' | 'block' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
};

/**
 * A placeholder shaped like the content that is loading. Screens build their loading state from
 * these inside one `role="status"` region (see `LoadingScreen`); each piece is hidden from
 * assistive technology.
 */
export function Skeleton({ shape = 'text', width = '100%', height }: Props) {
  return (
    <span
      className={`${styles.skeleton} ${styles[shape]}`}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

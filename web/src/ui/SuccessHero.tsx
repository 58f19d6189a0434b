import { type ReactNode, useEffect } from 'react';
import { Icon } from './Icon.tsx';
import styles from './SuccessHero.module.css';

type Props = {
  /** The page's `h1`; it receives focus, so a screen reader starts at the outcome. */
  title: ReactNode;
  children?: ReactNode;
  /** Arriving from the action itself: the tick pops in (not for reduced motion). */
  animated?: boolean;
};

/** The top of a success page: a tick, the outcome as the heading, and a line or two. */
export function SuccessHero({ title, children, animated = false }: Props) {
  useEffect(() => {
    document.getElementById('success-heading')?.focus();
  }, []);
  return (
    <div className={styles.hero} data-animated={animated || undefined}>
      <span className={styles.check} aria-hidden="true">
        <Icon name="checkCircle" size={48} />
      </span>
      <h1 id="success-heading" tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {children && <div className={styles.body}>{children}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';
import { Icon, type IconName } from './Icon.tsx';

type Props = {
  icon: IconName;
  title: ReactNode;
  /** The heading level: 1 when the empty state is the whole screen. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
  /** What the guest can do next: one primary action first. */
  actions?: ReactNode;
  role?: 'alert' | 'status';
};

/** A screen or section with nothing to show, saying why and what to do next. */
export function EmptyState({ icon, title, headingLevel = 1, children, actions, role }: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.emptyState} role={role}>
      <div className={styles.illustration} aria-hidden="true">
        <Icon name={icon} />
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

import type { ReactNode } from 'react';
import styles from './Facts.module.css';

/** Label and value pairs of a card (arrival, departure, total), the value at the end of the line. */
export function Facts({ items }: { items: readonly { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((item, index) => (
        // The list is fixed per screen: its order is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static rows
        <div key={index}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

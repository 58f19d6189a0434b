import type { ReactNode } from 'react';
import styles from './ActionBar.module.css';

/**
 * The screen's primary action, kept in reach above the tab bar while the content scrolls under
 * it. One per screen; a secondary action may sit beside it.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  return <div className={styles.actionBar}>{children}</div>;
}

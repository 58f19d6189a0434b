import type { ReactNode } from 'react';
import styles from './FullScreenFrame.module.css';

/**
 * The content of a full-screen route (sign-in, consent): the brand above it. The shell's
 * full-screen header has the way out and the language selector.
 */
export function FullScreenFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <img className={styles.logo} src="/favicon.svg" alt="" width="48" height="48" />
      {children}
    </div>
  );
}

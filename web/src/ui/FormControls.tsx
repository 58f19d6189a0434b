import type { ReactNode } from 'react';
import styles from './FormControls.module.css';
import { useHydrated } from './useHydrated.ts';

/**
 * A form's controls, disabled until the app can handle them: on a server-drawn page the fields
 * show at once, but what a guest typed or sent before the scripts took over would be lost (or
 * sent as a plain form to the address). Without layout of its own (`display: contents`).
 */
export function FormControls({ children }: { children: ReactNode }) {
  return (
    <fieldset className={styles.controls} disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}

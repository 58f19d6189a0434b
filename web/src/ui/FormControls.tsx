import { type ReactNode, useSyncExternalStore } from 'react';
import styles from './FormControls.module.css';

const noChange = () => () => {};

/**
 * False while the page is the server's (its HTML, and React taking it over), true once the
 * browser's app runs it. A page drawn by the browser is run by it from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

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

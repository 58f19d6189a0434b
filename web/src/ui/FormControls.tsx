import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './FormControls.module.css';
import { useHydrated } from './useHydrated.ts';

type Props = {
  /**
   * The form is a plain one the server answers too (the booking lookup posts to its route's
   * action): it is usable before the app has taken the page over, and without scripts.
   */
  worksWithoutScripts?: boolean;
  children: ReactNode;
};

/**
 * A form's controls. Most forms need the app (they send through it): on a server-drawn page their
 * fields show at once but stay disabled, and say so, until the app has taken the page over; what
 * a guest typed or sent before would otherwise be lost or sent as a plain form to the address.
 * Without layout of its own (`display: contents`).
 */
export function FormControls({ worksWithoutScripts = false, children }: Props) {
  const { t } = useTranslation();
  const waiting = !useHydrated() && !worksWithoutScripts;
  return (
    <fieldset className={styles.controls} disabled={waiting}>
      {waiting && <p className={styles.waiting}>{t('form.waitingForApp')}</p>}
      {children}
    </fieldset>
  );
}

import { useRegisterSW } from 'virtual:pwa-register/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { checkForUpdate, updateCheckIntervalMs } from './checkForUpdate.ts';
import styles from './UpdatePrompt.module.css';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const registrationRef = useRef<ServiceWorkerRegistration | undefined>(undefined);
  // The waiting worker the guest closed the prompt for. The plugin announces a worker found by the
  // 10-minute check twice (its `installed` and its `waiting` event): without this, a Close between
  // the two would be undone by the second.
  const [dismissed, setDismissed] = useState<ServiceWorker | null>(null);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      registrationRef.current = registration;
      setInterval(() => {
        checkForUpdate(swUrl, registration).catch((error: unknown) => {
          console.warn('Service worker update check failed', error);
        });
      }, updateCheckIntervalMs);
    },
  });

  const waiting = registrationRef.current?.waiting ?? null;
  if (!needRefresh || (dismissed !== null && dismissed === waiting)) return null;
  return (
    // A polite live region rather than a dialog: the guest can finish what they are doing first.
    <section className={styles.prompt} aria-labelledby="update-prompt-message" aria-live="polite">
      <p id="update-prompt-message">{t('update.message')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void updateServiceWorker(true)}>{t('update.reload')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDismissed(registrationRef.current?.waiting ?? null);
            setNeedRefresh(false);
          }}
        >
          {t('update.close')}
        </Button>
      </div>
    </section>
  );
}

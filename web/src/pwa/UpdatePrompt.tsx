import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { checkForUpdate, updateCheckIntervalMs } from './checkForUpdate.ts';
import styles from './UpdatePrompt.module.css';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      setInterval(() => {
        checkForUpdate(swUrl, registration).catch((error: unknown) => {
          console.warn('Service worker update check failed', error);
        });
      }, updateCheckIntervalMs);
    },
  });

  if (!needRefresh) return null;
  return (
    // A polite live region rather than a dialog: the guest can finish what they are doing first.
    <section className={styles.prompt} aria-labelledby="update-prompt-message" aria-live="polite">
      <p id="update-prompt-message">{t('update.message')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void updateServiceWorker(true)}>{t('update.reload')}</Button>
        <Button variant="secondary" onClick={() => setNeedRefresh(false)}>
          {t('update.close')}
        </Button>
      </div>
    </section>
  );
}

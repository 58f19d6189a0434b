import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import { checkForUpdate, updateCheckIntervalMs } from './checkForUpdate.ts';

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
    <section className="update-prompt" aria-labelledby="update-prompt-message" aria-live="polite">
      <p id="update-prompt-message">{t('app.update.message')}</p>
      <div className="update-prompt__actions">
        <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
          {t('app.update.reload')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setNeedRefresh(false)}
        >
          {t('app.update.close')}
        </button>
      </div>
    </section>
  );
}

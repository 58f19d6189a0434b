import { useTranslation } from 'react-i18next';
import { ButtonAnchor } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import styles from './AppLayout.module.css';

/**
 * What the server draws, with status 503, for a page it could not draw because the hotel's system
 * (or the gateway) could not be reached: it says so, never "not found". The browser then draws the
 * page itself, from what this phone kept of the stay while the system is away (`relay/network.ts`),
 * and tries again by itself; without scripts, the link tries again.
 */
export function UnavailablePage({ retryHref }: { retryHref: string }) {
  const { t } = useTranslation();
  return (
    <main className={styles.main}>
      <EmptyState
        icon="cloudOff"
        title={t('route.unavailableTitle')}
        role="alert"
        actions={
          <ButtonAnchor href={retryHref} fullWidth>
            {t('route.retry')}
          </ButtonAnchor>
        }
      >
        <p>{t('route.unavailablePageBody')}</p>
      </EmptyState>
    </main>
  );
}

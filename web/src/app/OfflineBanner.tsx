import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router';
import { useShowsStaleData } from '../relay/freshness.ts';
import { Icon } from '../ui/Icon.tsx';
import styles from './OfflineBanner.module.css';

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Says the data may be stale while the device is offline or a screen shows answers kept from an
 * earlier visit. Back online, those answers are marked invalid and the screen loads again.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const stale = useShowsStaleData();
  const environment = useRelayEnvironment();
  const { revalidate } = useRevalidator();

  const reloadStaleData = useEffectEvent(() => {
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    void revalidate();
  });
  useEffect(() => {
    if (online && stale) reloadStaleData();
  }, [online, stale]);

  if (online && !stale) return null;
  return (
    <div className={styles.banner} role="status">
      <Icon name="cloudOff" size={20} />
      <p className={styles.text}>{t('offline.banner')}</p>
    </div>
  );
}

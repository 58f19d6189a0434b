import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router';
import { useKeptAt, useShowsStaleData } from '../relay/freshness.ts';
import { formatDateTime } from '../ui/format.ts';
import { Icon } from '../ui/Icon.tsx';
import styles from './OfflineBanner.module.css';
import { useRetryWhileUnavailable } from './retryWhileUnavailable.ts';

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/** When the kept answers were received, as the guest's clock reads it: the time, or the day too. */
function lastUpdated(keptAt: number, locale: string, now = Date.now()): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const iso = new Date(keptAt).toISOString();
  const day = (instant: number) => new Date(instant).toLocaleDateString('en-CA', { timeZone });
  return formatDateTime(iso, timeZone, locale, day(keptAt) === day(now) ? 'time' : 'dateTime');
}

/**
 * Says why what is on screen may be stale: the device is offline, or the hotel's system cannot be
 * reached (answers kept on this phone are shown, with when they were received). It does not
 * delete anything: while kept answers are on screen it tries again by itself, backing off, and
 * once an answer comes from the network the screen loads again and the banner goes.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const stale = useShowsStaleData();
  const keptAt = useKeptAt();
  const environment = useRelayEnvironment();
  const { revalidate } = useRevalidator();

  useRetryWhileUnavailable(stale, () => {
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    void revalidate();
  });

  if (online && !stale) return null;
  const cause = online ? t('offline.unreachable') : t('offline.offline');
  const age =
    stale && keptAt !== null
      ? t('offline.keptAt', { time: lastUpdated(keptAt, i18n.language) })
      : t('offline.mayBeStale');
  return (
    <div className={styles.banner} role="status">
      <Icon name="cloudOff" size={20} />
      <p className={styles.text}>{`${cause} ${age}`}</p>
    </div>
  );
}

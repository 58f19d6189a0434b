import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { CopyButton } from '../ui/CopyButton.tsx';
import type { WifiDetails_wifi$key } from './__generated__/WifiDetails_wifi.graphql.ts';
import styles from './WifiDetails.module.css';

type Props = { wifi: WifiDetails_wifi$key };

/** The stay's Wi-Fi name and password, each with a copy button (stay page and door access). */
export function WifiDetails({ wifi }: Props) {
  const { t } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment WifiDetails_wifi on WirelessAccessPoint {
        ssid
        password
      }
    `,
    wifi,
  );
  const copyTexts = { copy: t('copy.copy'), copied: t('copy.copied'), failed: t('copy.failed') };
  return (
    <dl className={styles.wifi}>
      <div className={styles.row}>
        <dt>{t('wifi.network')}</dt>
        <dd>
          <span className={styles.value}>{data.ssid}</span>
          <CopyButton value={data.ssid} label={t('wifi.copyNetwork')} texts={copyTexts} />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{t('wifi.password')}</dt>
        <dd>
          {data.password ? (
            <>
              <span className={styles.value}>{data.password}</span>
              <CopyButton value={data.password} label={t('wifi.copyPassword')} texts={copyTexts} />
            </>
          ) : (
            <span>{t('wifi.open')}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

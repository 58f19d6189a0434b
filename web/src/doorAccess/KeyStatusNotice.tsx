import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../ui/format.ts';
import { Notice } from '../ui/Notice.tsx';
import type { KeyStatus } from './keyStatus.ts';

type Props = {
  status: Exclude<KeyStatus, { kind: 'available' }>;
  timeZone: string;
  /** What the guest can do about an unpaid stay (pay, contact us), under the notice's text. */
  notPaidActions?: ReactNode;
};

/** Why a door's code or remote unlock cannot be used now, with when it can (spec §4). */
export function KeyStatusNotice({ status, timeZone, notPaidActions }: Props) {
  const { t, i18n } = useTranslation('access');
  const at = (iso: string) => ({
    time: formatDateTime(iso, timeZone, i18n, 'time'),
    date: formatDateTime(iso, timeZone, i18n, 'date'),
  });
  switch (status.kind) {
    case 'notPaid':
      return (
        <Notice tone="warning" title={t('status.notPaidTitle')}>
          <p>{t('status.notPaid')}</p>
          {notPaidActions}
        </Notice>
      );
    case 'availableFrom':
      return <Notice tone="info">{t('status.availableFrom', at(status.at))}</Notice>;
    case 'notAvailable':
      return <Notice tone="info">{t('status.notAvailable')}</Notice>;
  }
}

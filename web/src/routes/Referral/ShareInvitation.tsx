import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import styles from './ReferralRoute.module.css';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * The phone's own share sheet (Web Share API) where there is one; elsewhere the link is copied.
 * A share the guest dismissed is not an error.
 */
export function ShareInvitation({ url }: { url: string }) {
  const { t } = useTranslation('referral');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: t('referral.shareTitle'),
        text: t('referral.shareText'),
        url,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  return (
    <div className={styles.share}>
      {canShare ? (
        <Button fullWidth onClick={share}>
          {t('referral.share')}
        </Button>
      ) : null}
      <Button fullWidth variant={canShare ? 'secondary' : 'primary'} onClick={copy}>
        {t('referral.copy')}
      </Button>
      <p role="status" className={styles.status}>
        {outcome === 'copied' && t('referral.copied')}
        {outcome === 'failed' && t('referral.copyFailed', { url })}
      </p>
    </div>
  );
}

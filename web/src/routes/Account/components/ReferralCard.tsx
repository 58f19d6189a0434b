import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import styles from './ReferralCard.module.css';

/** The customer's referral code to share (spec §1: the friend and the referrer get 10% off). */
export function ReferralCard({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  return (
    <Card title={t('referral.heading')}>
      <p className={styles.intro}>{t('referral.intro')}</p>
      <p className={styles.codeRow}>
        <span className="visually-hidden">{t('referral.codeLabel')} </span>
        <code className={styles.code}>{code}</code>
      </p>
      {canCopy && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            void navigator.clipboard.writeText(code).then(() => setCopied(true));
          }}
        >
          {t('referral.copy')}
        </Button>
      )}
      <p className={styles.status} role="status">
        {copied ? t('referral.copied') : ''}
      </p>
    </Card>
  );
}

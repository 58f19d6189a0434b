import { useTranslation } from 'react-i18next';
import { errorMessageKey, type KnownErrorCode } from '../../../relay/errorMessages.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import styles from './OrderNotices.module.css';

// What the order confirmation says once the order has been sent: it is being processed, being
// checked, was lost, failed or was refused. The screen loads these only when one is shown.

export function PendingNotice() {
  const { t } = useTranslation('payment');
  return (
    <Notice tone="info" title={t('confirmation.pendingTitle')}>
      <p>{t('confirmation.pendingBody')}</p>
    </Notice>
  );
}

export function FollowAgain({ code, onFollow }: { code: KnownErrorCode; onFollow: () => void }) {
  const { t } = useTranslation(['payment', 'errors']);
  return (
    <Notice tone="warning" role="alert" title={t('confirmation.lostTitle')}>
      <p>{t(`errors:${errorMessageKey(code)}`)}</p>
      <p>{t('confirmation.lostBody')}</p>
      <div className={styles.failureActions}>
        <Button variant="secondary" onClick={onFollow}>
          {t('confirmation.checkAgain')}
        </Button>
      </div>
    </Notice>
  );
}

/** The order's answer was lost and it is not on the stay (or the stay could not be read). */
export function UnconfirmedNotice({ isChecked }: { isChecked: boolean }) {
  const { t } = useTranslation('payment');
  return isChecked ? (
    <Notice tone="error" role="alert" title={t('uncertain.notPlacedTitle')}>
      <p>{t('uncertain.notPlacedBody')}</p>
    </Notice>
  ) : (
    <Notice tone="warning" role="alert" title={t('uncertain.uncheckedTitle')}>
      <p>{t('uncertain.uncheckedBody')}</p>
    </Notice>
  );
}

export function RefusedNotice({ code }: { code: KnownErrorCode }) {
  const { t } = useTranslation(['payment', 'errors']);
  // The order was never placed: 'Failed to place order', or why it could not be.
  const message = code === 'ORDER' ? t('failure.notPlaced') : t(`errors:${errorMessageKey(code)}`);
  return (
    <Notice tone="error" role="alert" title={message}>
      {code === 'ORDER' || code === 'NETWORK' || code === 'UNKNOWN' ? (
        <p>{t('failure.orderBody')}</p>
      ) : null}
    </Notice>
  );
}

/** The order's answer was lost: the stay is being read again to see whether it went through. */
export function CheckingNotice() {
  const { t } = useTranslation('payment');
  return (
    <Notice tone="info" title={t('uncertain.checking')}>
      <p>{t('uncertain.checkingBody')}</p>
    </Notice>
  );
}

/** The card was declined: update it or add another, then try again. */
export function PaymentFailedNotice({ addCardPath }: { addCardPath: string }) {
  const { t } = useTranslation(['payment', 'errors']);
  return (
    <Notice tone="error" role="alert" title={t('failure.paymentTitle')}>
      <p>{t('errors:code.payment')}</p>
      <div className={styles.failureActions}>
        <ButtonLink to={`${addCardPath}&mode=update`} variant="secondary">
          {t('failure.updateCard')}
        </ButtonLink>
        <ButtonLink to={addCardPath} variant="secondary">
          {t('failure.addCard')}
        </ButtonLink>
      </div>
    </Notice>
  );
}

export function OrderFailedNotice() {
  const { t } = useTranslation(['payment', 'errors']);
  return (
    <Notice tone="error" role="alert" title={t('errors:code.order')}>
      <p>{t('failure.orderBody')}</p>
    </Notice>
  );
}

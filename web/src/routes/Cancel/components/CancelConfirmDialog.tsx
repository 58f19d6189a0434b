import { useTranslation } from 'react-i18next';
import type { Price_money$key } from '../../../ui/__generated__/Price_money.graphql.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Price } from '../../../ui/Price.tsx';
import type { CancellationTerms } from '../cancellationTerms.ts';
import styles from './CancelConfirmDialog.module.css';

type Props = {
  terms: CancellationTerms;
  totalPrice: Price_money$key | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The last step: an alert dialog saying it cannot be undone, and what it costs. */
export function CancelConfirmDialog({ terms, totalPrice, isPending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('cancel');
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && !isPending && onClose()}
      title={t('cancelConfirm.title')}
      role="alertdialog"
      isDismissable={!isPending}
    >
      <div className={styles.body}>
        <p>
          <strong>{t('cancelConfirm.cannotBeUndone')}</strong>
        </p>
        {terms.kind === 'free' ? (
          <p>{t('cancelConfirm.free')}</p>
        ) : totalPrice ? (
          <p>
            {t('cancelConfirm.chargedPrefix')} <Price money={totalPrice} />
          </p>
        ) : (
          <p>{t('cancelConfirm.charged')}</p>
        )}
        {terms.kind === 'started' && <p>{t('cancelPolicy.doorsClose')}</p>}
        <div className={styles.actions}>
          <Button variant="danger" fullWidth onClick={onConfirm} isPending={isPending}>
            {t('cancelConfirm.yes')}
          </Button>
          <Button variant="secondary" fullWidth onClick={onClose} disabled={isPending}>
            {t('cancelConfirm.keep')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

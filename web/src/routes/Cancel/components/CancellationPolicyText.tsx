import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';
import type { CancellationTerms } from '../cancellationTerms.ts';

type Props = { terms: CancellationTerms; timeZone: string };

/** The policy in words: its type, what cancelling costs now, and that a started stay has no refund. */
export function CancellationPolicyText({ terms, timeZone }: Props) {
  const { t, i18n } = useTranslation('cancel');
  const dateTime = (iso: string | null) =>
    iso ? formatDateTime(iso, timeZone, i18n) : t('cancelPolicy.unknownDate');
  switch (terms.kind) {
    case 'cancelled':
      return <p>{t('cancelPolicy.cancelled')}</p>;
    case 'agency':
      return (
        <>
          <p>
            <strong>{t('cancel.typeAgency')}</strong>
          </p>
          <p>{t('cancelPolicy.agency')}</p>
        </>
      );
    case 'ended':
      return <p>{t('cancelPolicy.ended')}</p>;
    case 'started':
      return (
        <>
          <p>{t('cancelPolicy.started')}</p>
          <p>{t('cancelPolicy.doorsClose')}</p>
        </>
      );
    case 'nonRefundable':
      return (
        <>
          <p>
            <strong>{t('cancel.typeNonRefundable')}</strong>
          </p>
          <p>{t('cancelPolicy.nonRefundable')}</p>
          <p>{t('cancelPolicy.noRefundAfterStart')}</p>
        </>
      );
    case 'free':
      return (
        <>
          <p>
            <strong>{t('cancel.typeRefundable')}</strong>
          </p>
          <p>{t('cancelPolicy.free', { dateTime: dateTime(terms.freeUntil) })}</p>
          <p>{t('cancelPolicy.noRefundAfterStart')}</p>
        </>
      );
    case 'charged':
      return (
        <>
          <p>
            <strong>{t('cancel.typeRefundable')}</strong>
          </p>
          <p>{t('cancelPolicy.freeEnded', { dateTime: dateTime(terms.freeUntil) })}</p>
          <p>{t('cancelPolicy.noRefundAfterStart')}</p>
        </>
      );
  }
}

import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../relay/errorMessages.ts';
import type { UserError } from '../../../relay/userError.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { isMailboxFull } from './signInAttempt.ts';

type Props = {
  error: UserError;
  /** When a refused code request may be tried again: said as a time of day on the device. */
  retryAt?: Date | null;
  /** The e-mail the code was asked for, named when its mailbox had its share of codes. */
  email?: string | null;
};

/**
 * 'Something went wrong', with what the gateway's code tells the guest to do (wait after too
 * many attempts, until `retryAt` when known; use the newest code in a mailbox that had its share
 * of codes; ask for a new code when this one expired or was used up).
 */
export function FailureNotice({ error, retryAt = null, email = null }: Props) {
  const { t, i18n } = useTranslation(['errors', 'signIn']);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = retryAt && formatDateTime(retryAt.toISOString(), timeZone, i18n, 'time');
  if (isMailboxFull(error) && email && time) {
    return (
      <Notice tone="warning" role="alert">
        {t('signIn:email.mailboxFull', { email, time })}
      </Notice>
    );
  }
  if (error.code === 'RATE_LIMITED' && time) {
    return (
      <Notice tone="warning" role="alert">
        {t('signIn:email.tooManyRequests', { time })}
      </Notice>
    );
  }
  if (error.code === 'LOGIN_CODE_EXPIRED' || error.code === 'RATE_LIMITED') {
    return (
      <Notice tone="warning" role="alert">
        {t(errorMessageKey(error.code))}
      </Notice>
    );
  }
  return (
    <Notice tone="error" role="alert" title={t('code.unknown')}>
      {error.code !== 'UNKNOWN' && t(errorMessageKey(error.code))}
    </Notice>
  );
}

import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../relay/errorMessages.ts';
import type { UserError } from '../../../relay/userError.ts';
import { Notice } from '../../../ui/Notice.tsx';

/**
 * 'Something went wrong', with what the gateway's code tells the guest to do (wait after too
 * many attempts, ask for a new code when this one expired or was used up).
 */
export function FailureNotice({ error }: { error: UserError }) {
  const { t } = useTranslation('errors');
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

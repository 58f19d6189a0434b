import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../relay/errorMessages.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { Notice } from '../../../ui/Notice.tsx';
import type { AccessFailure } from '../doorAccessMachines.ts';

type Props = { failure: AccessFailure; timeZone: string };

/**
 * Why a door did not open or the elevator did not come; too many attempts is its own message.
 * The error texts load when a failure first shows (render it inside a Suspense boundary): most
 * visits never need them.
 */
export function AccessFailureNotice({ failure, timeZone }: Props) {
  const { t, i18n } = useTranslation(['stayDetails', 'access', 'errors']);
  if (failure.code === 'UNIT_ACCESS_TOO_MANY_ATTEMPTS') {
    return (
      <Notice tone="warning" role="alert" title={t('failure.tooManyAttemptsTitle')}>
        {t('errors:code.unitAccessTooManyAttempts')}
      </Notice>
    );
  }
  if (failure.code === 'NOT_AVAILABLE_YET' && failure.availableAt) {
    const at = failure.availableAt;
    return (
      <Notice tone="info" role="alert">
        {t('access:status.availableFrom', {
          time: formatDateTime(at, timeZone, i18n.language, 'time'),
          date: formatDateTime(at, timeZone, i18n.language, 'date'),
        })}
      </Notice>
    );
  }
  return (
    <Notice tone="error" role="alert" title={t('failure.title')}>
      {t(errorMessageKey(failure.code), { ns: 'errors' })}
    </Notice>
  );
}

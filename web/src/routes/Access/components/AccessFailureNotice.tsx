import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../relay/errorMessages.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { Notice } from '../../../ui/Notice.tsx';
import type { AccessFailure } from '../doorAccessMachines.ts';

type Props = {
  failure: AccessFailure;
  timeZone: string;
  /** The elevator call's wording rather than the door's. */
  isElevator?: boolean;
};

/**
 * Why a door did not open or the elevator did not come; too many attempts is its own message.
 * The error texts load when a failure first shows (render it inside a Suspense boundary): most
 * visits never need them. No connection is said in the controls' own texts, which are already
 * there when the error texts cannot be downloaded.
 */
export function AccessFailureNotice({ failure, timeZone, isElevator = false }: Props) {
  const { t, i18n } = useTranslation(['stayDetails', 'access', 'errors']);
  if (failure.check) {
    // The answer was lost and the key read again: what the key allows now, not a failure.
    const body = {
      accessWorks: isElevator ? t('uncertain.elevatorAccessWorks') : t('uncertain.doorAccessWorks'),
      noAccess: t('uncertain.noAccess'),
      unchecked: t('uncertain.unchecked'),
    }[failure.check];
    return (
      <Notice
        tone="warning"
        role="alert"
        title={isElevator ? t('uncertain.elevatorTitle') : t('uncertain.doorTitle')}
      >
        {body}
      </Notice>
    );
  }
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
          time: formatDateTime(at, timeZone, i18n, 'time'),
          date: formatDateTime(at, timeZone, i18n, 'date'),
        })}
      </Notice>
    );
  }
  const title = isElevator ? t('failure.elevatorTitle') : t('failure.title');
  if (failure.code === 'NETWORK') {
    // Offline the error texts may not be downloadable: this one comes with the controls.
    return (
      <Notice tone="error" role="alert" title={title}>
        {isElevator ? t('failure.elevatorOffline') : t('failure.doorOffline')}
      </Notice>
    );
  }
  return (
    <Notice tone="error" role="alert" title={title}>
      {t(errorMessageKey(failure.code), { ns: 'errors' })}
    </Notice>
  );
}

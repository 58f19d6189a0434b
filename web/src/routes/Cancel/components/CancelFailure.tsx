import { useTranslation } from 'react-i18next';
import type { KnownErrorCode } from '../../../relay/errorMessages.ts';
import { ErrorText } from '../../../ui/ErrorText.tsx';
import { Notice } from '../../../ui/Notice.tsx';

/** Why the cancellation was refused (loaded only when it is). */
export function CancelFailure({ code }: { code: KnownErrorCode }) {
  const { t } = useTranslation('cancel');
  return (
    <Notice tone="error" role="alert" title={t('cancel.failed')}>
      <p>
        <ErrorText code={code} />
      </p>
    </Notice>
  );
}

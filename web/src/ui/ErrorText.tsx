import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, type KnownErrorCode } from '../relay/errorMessages.ts';

function ErrorMessage({ code }: { code: KnownErrorCode }) {
  const { t } = useTranslation('errors');
  return <>{t(errorMessageKey(code))}</>;
}

/**
 * The guest's text for an error code. The `errors` texts load when a failure is first shown
 * (the screen suspends only this line), so a screen's first load does not carry them.
 */
export function ErrorText({ code }: { code: KnownErrorCode }) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage code={code} />
    </Suspense>
  );
}

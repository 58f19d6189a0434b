import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { errorMessageKey } from '../../../relay/errorMessages.ts';
import type { UserError } from '../../../relay/userError.ts';
import { paths } from '../../../routing/paths.ts';
import { endSession } from '../../../session/sessionChange.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useLogOutMutation } from '../useLogOutMutation.ts';
import styles from './LogOut.module.css';

/** Logout (spec §4): the gateway revokes the session; the page forgets the customer. */
export function LogOut() {
  const { t } = useTranslation(['account', 'errors']);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const logOut = useLogOutMutation();
  const [failure, setFailure] = useState<UserError | null>(null);

  async function endIt() {
    setFailure(null);
    const outcome = await logOut.commit({ variables: {} });
    if (!outcome.ok) {
      setFailure(outcome.error);
      return;
    }
    endSession(environment);
    navigate(paths.signIn, { replace: true });
  }

  return (
    <div className={styles.logOut}>
      {failure && (
        <Notice tone="error" role="alert" title={t('errors:code.unknown')}>
          {failure.code !== 'UNKNOWN' && t(errorMessageKey(failure.code), { ns: 'errors' })}
        </Notice>
      )}
      <Button
        variant="secondary"
        fullWidth
        isPending={logOut.isInFlight}
        onClick={() => void endIt()}
      >
        {t('home.logOut')}
      </Button>
    </div>
  );
}

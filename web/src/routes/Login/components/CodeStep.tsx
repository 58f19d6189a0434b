import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { track } from '../../../integrations/analytics.ts';
import { identifyCustomer } from '../../../integrations/analyticsIdentity.ts';
import type { UserError } from '../../../relay/userError.ts';
import { paths } from '../../../routing/paths.ts';
import { shouldOfferConsent } from '../../../session/consentOffer.ts';
import { takeRedirectTarget } from '../../../session/redirectTarget.ts';
import { startSession } from '../../../session/sessionChange.ts';
import { Button } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useRequestLoginCodeMutation } from '../useRequestLoginCodeMutation.ts';
import { useResendLoginCodeMutation } from '../useResendLoginCodeMutation.ts';
import { useVerifyLoginCodeMutation } from '../useVerifyLoginCodeMutation.ts';
import { CodeForm } from './CodeForm.tsx';
import styles from './CodeStep.module.css';
import { FailureNotice } from './FailureNotice.tsx';
import { type Attempt, freshBotCheckToken, somethingWentWrong } from './signInAttempt.ts';

type Feedback = { kind: 'resent' } | { kind: 'failed'; error: UserError } | null;

type Props = { attempt: Attempt; onOtherEmail: () => void };

/**
 * The code step, its own chunk (loaded while the first code is being sent). A resend keeps the
 * attempt's idempotency key; once the code is right the session starts and the guest goes to the
 * consent question (once per device) or back where sign-in was asked for, else the account.
 */
export function CodeStep({ attempt, onOtherEmail }: Props) {
  const { t } = useTranslation('signIn');
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const resendCode = useResendLoginCodeMutation();
  const requestCode = useRequestLoginCodeMutation();
  // Without a key (the newest code of a mailbox that had its share), a new code starts an attempt.
  const [idempotencyKey, setIdempotencyKey] = useState(attempt.idempotencyKey);
  const verifyCode = useVerifyLoginCodeMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [refusal, setRefusal] = useState<UserError | null>(null);
  // Each code sent gets a fresh form: the old code and its 'The code is incorrect' go with it.
  const [codesSent, setCodesSent] = useState(1);
  const [checkingBot, setCheckingBot] = useState(false);
  const botCheckContainer = useRef<HTMLDivElement>(null);

  async function sendNewCode() {
    setFeedback(null);
    setCheckingBot(true);
    const token = await freshBotCheckToken(environment, botCheckContainer.current).catch(
      () => null,
    );
    setCheckingBot(false);
    if (token === null) {
      setFeedback({ kind: 'failed', error: somethingWentWrong });
      return;
    }
    const sent =
      idempotencyKey === null
        ? await requestCode.commit({ variables: { email: attempt.email, botCheckToken: token } })
        : await resendCode.commit({
            variables: { email: attempt.email, idempotencyKey, botCheckToken: token },
          });
    if (!sent.ok) {
      setFeedback({ kind: 'failed', error: sent.error });
      return;
    }
    if ('requestLoginCode' in sent.response) {
      setIdempotencyKey(sent.response.requestLoginCode.idempotencyKey ?? null);
    }
    setRefusal(null);
    setCodesSent((count) => count + 1);
    setFeedback({ kind: 'resent' });
  }

  async function checkCode(code: string) {
    setFeedback(null);
    const outcome = await verifyCode.commit({
      variables: { email: attempt.email, idempotencyKey, code },
    });
    const answer = outcome.ok ? outcome.response.verifyLoginCode : null;
    const lifetimeSeconds = answer?.sessionLifetimeSeconds;
    if (!outcome.ok || !answer || typeof lifetimeSeconds !== 'number') {
      const error = outcome.ok ? somethingWentWrong : outcome.error;
      setRefusal(error);
      // A wrong code is said on the field itself; anything else above the form.
      if (error.code !== 'WRONG_VERIFICATION_CODE') setFeedback({ kind: 'failed', error });
      return;
    }
    startSession(environment, lifetimeSeconds);
    const signedIn = { method: 'one-time-code' };
    if (answer.viewer) {
      identifyCustomer({ id: answer.viewer.profile.customerId, email: attempt.email }, signedIn);
    } else {
      track('User Authenticated', signedIn);
    }
    const askConsent =
      answer.viewer !== null &&
      answer.viewer !== undefined &&
      !answer.viewer.profile.isMarketingConsentGiven &&
      shouldOfferConsent();
    navigate(askConsent ? paths.consent : (takeRedirectTarget() ?? paths.account), {
      replace: true,
    });
  }

  return (
    <>
      {feedback?.kind === 'resent' && (
        <Notice tone="success" role="status">
          {t('code.resent')}
        </Notice>
      )}
      {feedback?.kind === 'failed' && <FailureNotice error={feedback.error} />}
      <Card>
        <CodeForm
          key={codesSent}
          pending={verifyCode.isInFlight}
          refusal={refusal}
          onSubmit={(code) => void checkCode(code)}
        />
        <div ref={botCheckContainer} className={styles.botCheck} />
      </Card>
      <div className={styles.secondaryActions}>
        <Button
          variant="secondary"
          fullWidth
          isPending={checkingBot || resendCode.isInFlight || requestCode.isInFlight}
          onClick={() => void sendNewCode()}
        >
          {t('code.resend')}
        </Button>
        <Button variant="quiet" fullWidth onClick={onOtherEmail}>
          {t('code.otherEmail')}
        </Button>
      </div>
    </>
  );
}

import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/guards.ts';
import { track } from '../../integrations/analytics.ts';
import { errorMessageKey } from '../../relay/errorMessages.ts';
import type { UserError } from '../../relay/userError.ts';
import { botCheckToken } from '../../session/botCheck.ts';
import { shouldOfferConsent } from '../../session/consentOffer.ts';
import { takeRedirectTarget } from '../../session/redirectTarget.ts';
import { startSession } from '../../session/sessionChange.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { CodeForm } from './components/CodeForm.tsx';
import { EmailForm } from './components/EmailForm.tsx';
import { FullScreenFrame } from './components/FullScreenFrame.tsx';
import styles from './SignInRoute.module.css';
import { useRequestLoginCodeMutation } from './useRequestLoginCodeMutation.ts';
import { useResendLoginCodeMutation } from './useResendLoginCodeMutation.ts';
import { useVerifyLoginCodeMutation } from './useVerifyLoginCodeMutation.ts';

type Mode = 'login' | 'signup';

/** One login attempt: the e-mail and the key every resend and the verification carry. */
type Attempt = { email: string; idempotencyKey: string };

type Feedback = { kind: 'resent' } | { kind: 'failed'; error: UserError } | null;

const somethingWentWrong: UserError = { code: 'UNKNOWN', field: null, message: 'no answer' };

export function LoginRoute() {
  return <SignIn mode="login" />;
}

export function SignUpRoute() {
  return <SignIn mode="signup" />;
}

/**
 * Sign-in and sign-up (spec §3, §4): the e-mail, then the numeric code sent to it. A resend keeps
 * the attempt's idempotency key; once the code is right the session starts and the guest goes to
 * the consent question (once per device) or back where sign-in was asked for, else the account.
 */
function SignIn({ mode }: { mode: Mode }) {
  const { t } = useTranslation(['account', 'errors']);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const requestCode = useRequestLoginCodeMutation();
  const resendCode = useResendLoginCodeMutation();
  const verifyCode = useVerifyLoginCodeMutation();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [refusal, setRefusal] = useState<UserError | null>(null);
  const [checkingBot, setCheckingBot] = useState(false);
  const botCheckContainer = useRef<HTMLDivElement>(null);
  // The step changes in place: its heading takes the focus so a screen reader announces it.
  const step = attempt ? 'code' : 'email';
  const stepChanged = useRef(false);
  const focusNewStep = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && stepChanged.current) {
      stepChanged.current = false;
      heading.focus();
    }
  }, []);
  function goToStep(next: Attempt | null) {
    stepChanged.current = true;
    setAttempt(next);
  }

  async function freshBotCheckToken(): Promise<string | null> {
    setCheckingBot(true);
    try {
      return await botCheckToken(environment, botCheckContainer.current);
    } catch {
      setFeedback({ kind: 'failed', error: somethingWentWrong });
      return null;
    } finally {
      setCheckingBot(false);
    }
  }

  async function sendCode(email: string) {
    setFeedback(null);
    const token = await freshBotCheckToken();
    if (token === null) return;
    const outcome = await requestCode.commit({ variables: { email, botCheckToken: token } });
    const key = outcome.ok ? outcome.response.requestLoginCode.idempotencyKey : null;
    if (!outcome.ok || !key) {
      setFeedback({ kind: 'failed', error: outcome.ok ? somethingWentWrong : outcome.error });
      return;
    }
    setRefusal(null);
    goToStep({ email, idempotencyKey: key });
  }

  async function sendNewCode(current: Attempt) {
    setFeedback(null);
    const token = await freshBotCheckToken();
    if (token === null) return;
    const outcome = await resendCode.commit({
      variables: { ...current, botCheckToken: token },
    });
    if (!outcome.ok) {
      setFeedback({ kind: 'failed', error: outcome.error });
      return;
    }
    setRefusal(null);
    setFeedback({ kind: 'resent' });
  }

  async function checkCode(current: Attempt, code: string) {
    setFeedback(null);
    const outcome = await verifyCode.commit({ variables: { ...current, code } });
    const answer = outcome.ok ? outcome.response.verifyLoginCode : null;
    if (!outcome.ok || !answer?.sessionExpiresAt) {
      const error = outcome.ok ? somethingWentWrong : outcome.error;
      setRefusal(error);
      // A wrong code is said on the field itself; anything else above the form.
      if (error.code !== 'WRONG_VERIFICATION_CODE') setFeedback({ kind: 'failed', error });
      return;
    }
    startSession(environment, answer.sessionExpiresAt);
    track('User Authenticated', { method: 'one-time-code' });
    const askConsent =
      answer.viewer !== null &&
      answer.viewer !== undefined &&
      !answer.viewer.profile.isMarketingConsentGiven &&
      shouldOfferConsent();
    navigate(askConsent ? paths.consent : (takeRedirectTarget() ?? paths.account), {
      replace: true,
    });
  }

  const sending = checkingBot || requestCode.isInFlight || resendCode.isInFlight;
  return (
    <FullScreenFrame>
      <section className={styles.screen} aria-labelledby="sign-in-heading">
        <div className={styles.intro}>
          <h1 id="sign-in-heading" key={step} ref={focusNewStep} tabIndex={-1}>
            {attempt
              ? t('code.heading')
              : mode === 'login'
                ? t('login.heading')
                : t('signup.heading')}
          </h1>
          <p>
            {attempt
              ? t('code.intro', { email: attempt.email })
              : mode === 'login'
                ? t('login.intro')
                : t('signup.intro')}
          </p>
        </div>
        {feedback?.kind === 'resent' && (
          <Notice tone="success" role="status">
            {t('code.resent')}
          </Notice>
        )}
        {feedback?.kind === 'failed' && <FailureNotice error={feedback.error} />}
        <Card>
          {attempt ? (
            <CodeForm
              pending={verifyCode.isInFlight}
              refusal={refusal}
              onSubmit={(code) => void checkCode(attempt, code)}
            />
          ) : (
            <EmailForm pending={sending} onSubmit={(email) => void sendCode(email)} />
          )}
          <div ref={botCheckContainer} className={styles.botCheck} />
        </Card>
        {attempt ? (
          <div className={styles.secondaryActions}>
            <Button
              variant="secondary"
              fullWidth
              isPending={sending}
              onClick={() => void sendNewCode(attempt)}
            >
              {t('code.resend')}
            </Button>
            <Button
              variant="quiet"
              fullWidth
              onClick={() => {
                goToStep(null);
                setFeedback(null);
              }}
            >
              {t('code.otherEmail')}
            </Button>
          </div>
        ) : (
          <p className={styles.switch}>
            {mode === 'login' ? t('login.noAccount') : t('signup.haveAccount')}{' '}
            <Link to={mode === 'login' ? paths.signUp : paths.signIn}>
              {mode === 'login' ? t('login.toSignUp') : t('signup.toLogin')}
            </Link>
          </p>
        )}
      </section>
    </FullScreenFrame>
  );
}

/**
 * 'Something went wrong', with what the gateway's code tells the guest to do (wait after too
 * many attempts, ask for a new code when this one expired or was used up).
 */
function FailureNotice({ error }: { error: UserError }) {
  const { t } = useTranslation(['errors', 'account']);
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

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import type { UserError } from '../../relay/userError.ts';
import { paths } from '../../routing/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmailForm } from './components/EmailForm.tsx';
import {
  type Attempt,
  freshBotCheckToken,
  isMailboxFull,
  somethingWentWrong,
} from './components/signInAttempt.ts';
import styles from './SignInRoute.module.css';
import { useRequestLoginCodeMutation } from './useRequestLoginCodeMutation.ts';

type Mode = 'login' | 'signup';

const loadCodeStep = () => import('./components/CodeStep.tsx');
const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }));
// Shown only after a failed request: not part of the form's first load.
const FailureNotice = lazy(async () => ({
  default: (await import('./components/FailureNotice.tsx')).FailureNotice,
}));

export function LoginRoute() {
  return <SignIn mode="login" />;
}

export function SignUpRoute() {
  return <SignIn mode="signup" />;
}

/**
 * Sign-in and sign-up (spec §3, §4): the e-mail, then the numeric code sent to it (`CodeStep`,
 * loaded while the first code is being sent, so the first load is the e-mail form only).
 */
function SignIn({ mode }: { mode: Mode }) {
  const { t } = useTranslation('signIn');
  const environment = useRelayEnvironment();
  const requestCode = useRequestLoginCodeMutation();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [failure, setFailure] = useState<UserError | null>(null);
  /** When a refused code request may be tried again (too many requests from here). */
  const [retryAt, setRetryAt] = useState<Date | null>(null);
  /** The e-mail whose mailbox had its share of codes: its newest code can still be entered. */
  const [fullMailbox, setFullMailbox] = useState<string | null>(null);
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
    setFailure(null);
    setAttempt(next);
  }

  async function sendCode(email: string) {
    setFailure(null);
    void loadCodeStep();
    setCheckingBot(true);
    const token = await freshBotCheckToken(environment, botCheckContainer.current).catch(
      () => null,
    );
    setCheckingBot(false);
    if (token === null) {
      setFailure(somethingWentWrong);
      return;
    }
    const outcome = await requestCode.commit({ variables: { email, botCheckToken: token } });
    const key = outcome.ok ? outcome.response.requestLoginCode.idempotencyKey : null;
    if (!outcome.ok || !key) {
      const waitSeconds = outcome.response?.requestLoginCode.error?.retryAfterSeconds;
      const error = outcome.ok ? somethingWentWrong : outcome.error;
      setRetryAt(waitSeconds ? new Date(Date.now() + waitSeconds * 1000) : null);
      setFullMailbox(isMailboxFull(error) ? email : null);
      setFailure(error);
      return;
    }
    goToStep({ email, idempotencyKey: key });
  }

  return (
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
            ? attempt.idempotencyKey === null
              ? t('code.introNewest', { email: attempt.email })
              : t('code.intro', { email: attempt.email })
            : mode === 'login'
              ? t('login.intro')
              : t('signup.intro')}
        </p>
      </div>
      {attempt ? (
        <Suspense fallback={null}>
          <CodeStep attempt={attempt} onOtherEmail={() => goToStep(null)} />
        </Suspense>
      ) : (
        <>
          {failure && (
            <Suspense fallback={null}>
              <FailureNotice error={failure} retryAt={retryAt} email={fullMailbox} />
            </Suspense>
          )}
          {failure && fullMailbox && (
            <Button
              variant="secondary"
              fullWidth
              onClick={() => goToStep({ email: fullMailbox, idempotencyKey: null })}
            >
              {t('email.enterCode')}
            </Button>
          )}
          <Card>
            <EmailForm
              pending={checkingBot || requestCode.isInFlight}
              onSubmit={(email) => void sendCode(email)}
            />
            <div ref={botCheckContainer} className={styles.botCheck} />
          </Card>
          <p className={styles.switch}>
            {mode === 'login' ? t('login.noAccount') : t('signup.haveAccount')}{' '}
            <Link to={mode === 'login' ? paths.signUp : paths.signIn}>
              {mode === 'login' ? t('login.toSignUp') : t('signup.toLogin')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

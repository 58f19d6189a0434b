import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import type { CheckInProgress } from '../checkInProgress.ts';
import {
  markVerificationStarted,
  providerPageWithReturn,
  useVerificationStarted,
} from '../identityReturn.ts';
import { useStartIdentityVerificationMutation } from '../useStartIdentityVerificationMutation.ts';
import styles from './IdentityStep.module.css';

type Props = {
  slug: string;
  progress: Extract<CheckInProgress, 'identity' | 'declined'>;
  /** Reads the check-in state again (the provider's verdict arrives on its own time). */
  onCheckAgain: () => Promise<void>;
  /** Where the guest goes to verify: the provider's page (replaced in tests). */
  goTo?: (url: string) => void;
};

/** While the guest is back from the provider, the state is read again this often, this many times. */
const pollEveryMs = 3_000;
const pollTimes = 20;

/**
 * Step 2 of online check-in: identity verification at the provider's page, then back here. A
 * declined document, or a verification that cannot start, reads 'Verification didn't go through.
 * Please try again or contact us for help.' with the way to try again.
 */
export function IdentityStep({
  slug,
  progress,
  onCheckAgain,
  goTo = (url) => window.location.assign(url),
}: Props) {
  const { t } = useTranslation('checkIn');
  const { commit, isInFlight } = useStartIdentityVerificationMutation();
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  const started = useVerificationStarted(slug);
  const waiting = progress === 'identity' && started;

  useEffect(() => {
    if (!waiting) return;
    let times = 0;
    const timer = setInterval(() => {
      times += 1;
      if (times > pollTimes) clearInterval(timer);
      else void onCheckAgain();
    }, pollEveryMs);
    return () => clearInterval(timer);
  }, [waiting, onCheckAgain]);

  const start = async () => {
    setFailed(false);
    const outcome = await commit({ variables: { slug } });
    const url = outcome.ok ? outcome.response.startIdentityVerification.verificationUrl : null;
    if (!url) {
      setFailed(true);
      return;
    }
    markVerificationStarted(slug);
    goTo(providerPageWithReturn(url, slug));
  };

  const checkAgain = async () => {
    setChecking(true);
    try {
      await onCheckAgain();
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.step}>
      <h2>{t('identity.heading')}</h2>
      {(failed || progress === 'declined') && (
        <Notice tone="error" role="alert">
          {t('identity.failed')}
        </Notice>
      )}
      {waiting ? (
        <>
          <p role="status">{t('identity.waiting')}</p>
          <Button onClick={() => void checkAgain()} isPending={checking} fullWidth>
            {t('identity.checkAgain')}
          </Button>
          <Button variant="quiet" onClick={() => void start()} isPending={isInFlight} fullWidth>
            {t('identity.restart')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('identity.intro')}</p>
          <ul className={styles.points}>
            <li>{t('identity.document')}</li>
            <li>{t('identity.selfie')}</li>
            <li>{t('identity.return')}</li>
          </ul>
          <Button onClick={() => void start()} isPending={isInFlight} fullWidth>
            {progress === 'declined' || failed ? t('identity.tryAgain') : t('identity.start')}
          </Button>
        </>
      )}
    </div>
  );
}

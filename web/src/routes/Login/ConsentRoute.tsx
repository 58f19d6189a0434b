import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import type { UserError } from '../../relay/userError.ts';
import { consentAnswered } from '../../session/consentOffer.ts';
import { takeRedirectTarget } from '../../session/redirectTarget.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import styles from './ConsentRoute.module.css';
import type { ConsentData } from './consentLoader.ts';
import { useGiveMarketingConsentMutation } from './useGiveMarketingConsentMutation.ts';

// Shown only after a failed answer: not part of the screen's first load.
const FailureNotice = lazy(async () => ({
  default: (await import('./components/FailureNotice.tsx')).FailureNotice,
}));

/**
 * The marketing-consent question after sign-in. Agreeing or not, the guest goes on where sign-in
 * was asked for (else the account); the answer is kept so the question is not asked again here.
 */
export function ConsentRoute() {
  const { firstName } = useLoaderData<ConsentData>();
  const { t } = useTranslation('signIn');
  const navigate = useNavigate();
  const giveConsent = useGiveMarketingConsentMutation();
  const [failure, setFailure] = useState<UserError | null>(null);

  function goOn() {
    consentAnswered();
    navigate(takeRedirectTarget() ?? paths.account, { replace: true });
  }

  async function agree() {
    setFailure(null);
    const outcome = await giveConsent.commit({ variables: {} });
    if (!outcome.ok) {
      setFailure(outcome.error);
      return;
    }
    goOn();
  }

  return (
    <section className={styles.screen} aria-labelledby="consent-heading">
      <div className={styles.intro}>
        <h1 id="consent-heading">
          {firstName ? t('consent.headingNamed', { firstName }) : t('consent.heading')}
        </h1>
        <p>{t('consent.intro')}</p>
      </div>
      <Card>
        <ul className={styles.benefits}>
          <li>{t('consent.offers')}</li>
          <li>{t('consent.memberRates')}</li>
          <li>{t('consent.newPlaces')}</li>
        </ul>
        <p className={styles.fineprint}>{t('consent.unsubscribe')}</p>
      </Card>
      {failure && (
        <Suspense fallback={null}>
          <FailureNotice error={failure} />
        </Suspense>
      )}
      <div className={styles.actions}>
        <Button fullWidth isPending={giveConsent.isInFlight} onClick={() => void agree()}>
          {t('consent.agree')}
        </Button>
        <Button variant="quiet" fullWidth onClick={goOn}>
          {t('consent.notNow')}
        </Button>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { consentAnswered } from '../../session/consentOffer.ts';
import { takeRedirectTarget } from '../../session/redirectTarget.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import styles from './ConsentRoute.module.css';
import type { ConsentData } from './consentLoader.ts';
import { useGiveMarketingConsentMutation } from './useGiveMarketingConsentMutation.ts';

/**
 * The marketing-consent question after sign-in. Agreeing or not, the guest goes on where sign-in
 * was asked for (else the account); the answer is kept so the question is not asked again here.
 * Consent that could not be recorded is reported and otherwise silent (spec §8): the guest goes
 * on all the same, and is asked again after a later sign-in.
 */
export function ConsentRoute() {
  const { firstName } = useLoaderData<ConsentData>();
  const { t } = useTranslation('signIn');
  const navigate = useNavigate();
  const giveConsent = useGiveMarketingConsentMutation();

  function goOn() {
    navigate(takeRedirectTarget() ?? paths.account, { replace: true });
  }

  function declined() {
    consentAnswered();
    goOn();
  }

  async function agree() {
    const outcome = await giveConsent.commit({ variables: {} });
    if (outcome.ok) {
      consentAnswered();
    } else {
      const reporting = await import('../../integrations/errorReporting.ts');
      reporting.reportError(new Error(`Marketing consent not recorded: ${outcome.error.code}`), {
        where: 'consent',
      });
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
      <div className={styles.actions}>
        <Button fullWidth isPending={giveConsent.isInFlight} onClick={() => void agree()}>
          {t('consent.agree')}
        </Button>
        <Button variant="quiet" fullWidth onClick={declined}>
          {t('consent.notNow')}
        </Button>
      </div>
    </section>
  );
}

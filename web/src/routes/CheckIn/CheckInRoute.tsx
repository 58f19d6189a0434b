import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useFormAnswer } from '../../routing/formAnswer.ts';
import { Card } from '../../ui/Card.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { Notice } from '../../ui/Notice.tsx';
import styles from './CheckInRoute.module.css';
import type { CheckInActionData } from './checkInAction.ts';
import { CheckInForm } from './components/CheckInForm.tsx';

/**
 * The booking lookup. The form posts to the route's action (`checkInAction.ts`), which opens the
 * stay or answers with the form again and why; it works the same without scripts, where the
 * server answers the post.
 */
export function CheckInRoute() {
  const { t } = useTranslation('checkIn');
  const answer = useFormAnswer<CheckInActionData>();
  const pending = useNavigation().state === 'submitting';
  const outcome = pending ? undefined : answer?.outcome;

  return (
    <section className={styles.screen} aria-labelledby="check-in-heading">
      <div className={styles.intro}>
        <h1 id="check-in-heading">{t('page.heading')}</h1>
        <p>{t('page.intro')}</p>
      </div>
      <Card>
        <CheckInForm pending={pending} answered={answer} />
      </Card>
      {outcome?.kind === 'not-found' && (
        <Notice tone="error" role="alert">
          {t('result.notFound')}
        </Notice>
      )}
      {outcome?.kind === 'failed' && (
        <Notice tone="error" role="alert" title={t('result.failed')}>
          {outcome.code !== 'UNKNOWN' && <ErrorText code={outcome.code} />}
        </Notice>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { stayPath } from '../../app/paths.ts';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { useLookup } from '../../relay/useLookup.ts';
import { storeCurrentStay } from '../../session/currentStay.ts';
import { Card } from '../../ui/Card.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { Notice } from '../../ui/Notice.tsx';
import type { CheckInRouteQuery } from './__generated__/CheckInRouteQuery.graphql.ts';
import styles from './CheckInRoute.module.css';
import type { CheckInValues } from './components/CheckInForm.tsx';
import { CheckInForm } from './components/CheckInForm.tsx';

const checkInRouteQuery = graphql`
  query CheckInRouteQuery($lastName: String!, $bookingNumber: String!) {
    checkInReservation(lastName: $lastName, bookingNumber: $bookingNumber) {
      slug
    }
  }
`;

type Outcome = { kind: 'not-found' } | { kind: 'failed'; code: KnownErrorCode } | null;

export function CheckInRoute() {
  const { t } = useTranslation('checkIn');
  const navigate = useNavigate();
  const { lookup, isPending } = useLookup<CheckInRouteQuery>(checkInRouteQuery);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function findReservation(values: CheckInValues) {
    setOutcome(null);
    const result = await lookup(values);
    if (!result.ok) {
      setOutcome({ kind: 'failed', code: result.code });
      return;
    }
    const slug = result.data.checkInReservation?.slug;
    if (slug && storeCurrentStay(slug)) {
      navigate(stayPath(slug));
      return;
    }
    setOutcome({ kind: 'not-found' });
  }

  return (
    <section className={styles.screen} aria-labelledby="check-in-heading">
      <div className={styles.intro}>
        <h1 id="check-in-heading">{t('page.heading')}</h1>
        <p>{t('page.intro')}</p>
      </div>
      <Card>
        <CheckInForm pending={isPending} onSubmit={(values) => void findReservation(values)} />
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

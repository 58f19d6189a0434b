import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { storeCurrentStay } from '../../stay/currentStay.ts';
import { stayPath } from '../../stay/stayPath.ts';
import type { CheckInRouteQuery } from './__generated__/CheckInRouteQuery.graphql.ts';
import { CheckInForm } from './components/CheckInForm.tsx';
import { type CheckInValues, trimCheckIn } from './validateCheckIn.ts';

const checkInRouteQuery = graphql`
  query CheckInRouteQuery($lastName: String!, $bookingNumber: String!) {
    checkInReservation(lastName: $lastName, bookingNumber: $bookingNumber) {
      slug
    }
  }
`;

type Outcome = 'not-found' | 'failed' | null;

export function CheckInRoute() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function findReservation(values: CheckInValues) {
    setPending(true);
    setOutcome(null);
    try {
      // network-only: a guest retrying after a typo must not get a cached "not found".
      const data = await fetchQuery<CheckInRouteQuery>(
        environment,
        checkInRouteQuery,
        trimCheckIn(values),
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const slug = data?.checkInReservation?.slug;
      if (slug && storeCurrentStay(slug)) {
        navigate(stayPath(slug));
        return;
      }
      setOutcome('not-found');
    } catch (error) {
      console.error('Check-in lookup failed', error);
      setOutcome('failed');
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="screen" aria-labelledby="check-in-heading">
      <h1 id="check-in-heading">{t('checkIn.page.heading')}</h1>
      <p className="screen__intro">{t('checkIn.page.intro')}</p>
      <CheckInForm pending={pending} onSubmit={(values) => void findReservation(values)} />
      {outcome && (
        <p className="notice notice--error" role="alert">
          {outcome === 'not-found' ? t('checkIn.result.notFound') : t('checkIn.result.failed')}
        </p>
      )}
    </section>
  );
}

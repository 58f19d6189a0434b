import { useEffect } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { useStayClock_reservation$key } from './__generated__/useStayClock_reservation.graphql.ts';
import type { useStayClockQuery } from './__generated__/useStayClockQuery.graphql.ts';
import { waitUntilNextChange } from './stayClock.ts';

const stayClockQuery = graphql`
  query useStayClockQuery($slug: String!) {
    reservation(slug: $slug) {
      ...stayUpdate_reservation
    }
  }
`;

/** A read that failed (offline, an outage) is tried again after this long. */
const retryAfterMs = 60_000;

/**
 * Keeps a stay screen left open true across the stay's boundaries (check-in and check-out
 * times, midnight in the property's zone, a key becoming valid): at the instant the gateway
 * names (`nextChangeAt`), the stay is read again with `stayUpdate_reservation`, and Relay
 * normalises the answer into the records every screen reads, so this one re-renders at its new
 * stage without a reload. The new answer names the next boundary, and so on.
 */
export function useStayClock(reservation: useStayClock_reservation$key): void {
  const { slug, asOf, nextChangeAt } = useFragment(
    graphql`
      fragment useStayClock_reservation on Reservation {
        slug
        asOf
        nextChangeAt
      }
    `,
    reservation,
  );
  const environment = useRelayEnvironment();

  useEffect(() => {
    const wait = waitUntilNextChange({ asOf, nextChangeAt });
    if (wait === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reading: { unsubscribe(): void } | undefined;
    const read = () => {
      reading = fetchQuery<useStayClockQuery>(
        environment,
        stayClockQuery,
        { slug },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        // Offline or an outage: the answer in the store stays as it is, so try again later.
        error: () => {
          timer = setTimeout(read, retryAfterMs);
        },
      });
    };
    timer = setTimeout(read, wait);
    return () => {
      clearTimeout(timer);
      reading?.unsubscribe();
    };
  }, [environment, slug, asOf, nextChangeAt]);
}

import { type Environment, fetchQuery, graphql } from 'react-relay';
import { reportError } from '../../integrations/errorReporting.ts';
import type { currentReservationQuery } from './__generated__/currentReservationQuery.graphql.ts';

const currentReservationQueryNode = graphql`
  query currentReservationQuery {
    viewer {
      activeReservations(first: 1) {
        edges {
          node {
            slug
          }
        }
      }
    }
  }
`;

/**
 * The slug of a signed-in guest's current stay: the first of their active reservations (the
 * gateway lists those ending now or later, the soonest first), or null when they have none. A
 * failure is reported and otherwise silent (spec §8): the guest is shown how to find a booking.
 */
export async function currentReservationSlug(environment: Environment): Promise<string | null> {
  try {
    const answer = await fetchQuery<currentReservationQuery>(
      environment,
      currentReservationQueryNode,
      {},
      { fetchPolicy: 'network-only' },
    ).toPromise();
    return answer?.viewer?.activeReservations?.edges[0]?.node.slug ?? null;
  } catch (error) {
    reportError(error, { where: 'current reservation' });
    return null;
  }
}

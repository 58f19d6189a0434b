import { type Environment, fetchQuery, graphql } from 'react-relay';
import type { consentQuery } from './__generated__/consentQuery.graphql.ts';

const consentQueryNode = graphql`
  query consentQuery {
    viewer {
      profile {
        firstName
        isMarketingConsentGiven
      }
    }
  }
`;

export type ConsentState =
  | { kind: 'no-account' }
  | { kind: 'given' }
  | { kind: 'not-given'; firstName: string };

/**
 * What `/consent`'s rules need before it renders (spec §2): whether there is a customer at all
 * and whether they already agreed. Loaded with the screen's chunk, asked from the network: the
 * answer decides a redirect, so it must not be an earlier customer's.
 */
export async function readConsentState(environment: Environment): Promise<ConsentState> {
  const answer = await fetchQuery<consentQuery>(
    environment,
    consentQueryNode,
    {},
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const profile = answer?.viewer?.profile;
  if (!profile) return { kind: 'no-account' };
  if (profile.isMarketingConsentGiven) return { kind: 'given' };
  return { kind: 'not-given', firstName: profile.firstName };
}

import { type Environment, fetchQuery, graphql } from 'react-relay';
import type { propertyBrandQuery } from './__generated__/propertyBrandQuery.graphql.ts';

const query = graphql`
  query propertyBrandQuery($slug: String!) {
    reservation(slug: $slug) {
      property {
        isWhiteLabel
      }
    }
  }
`;

/**
 * Whether the stay on screen belongs to a white-label property (spec §1), which turns the shell
 * white-label. The browser learns it after its first screen (`app/shellIntegrations.ts`); the
 * server asks before rendering, so the first response is drawn in the right brand. A failure is
 * the host's brand: the screen shows the failure itself.
 */
export async function isWhiteLabelStay(environment: Environment, slug: string): Promise<boolean> {
  try {
    const answer = await fetchQuery<propertyBrandQuery>(environment, query, { slug }).toPromise();
    return answer?.reservation?.property.isWhiteLabel ?? false;
  } catch {
    return false;
  }
}

import { fetchQuery, graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { requireSlugOnWhiteLabel } from '../../routing/guards.ts';
import { routeContextOf } from '../../routing/routeContext.ts';
import type { StayAreaData } from '../../routing/stayArea.ts';
import { staySlugOf } from '../../session/device.ts';
import type { stayAreaLoaderQuery } from './__generated__/stayAreaLoaderQuery.graphql.ts';

const query = graphql`
  query stayAreaLoaderQuery($slug: String!) {
    reservation(slug: $slug) {
      property {
        isWhiteLabel
      }
    }
  }
`;

/**
 * The stay area's loader: the white-label app without a slug goes to the error page; a stay's
 * slug is remembered as the current stay; and on the main host the property's `isWhiteLabel`
 * is read, so the first screen is drawn in the stay's look, on the server as in the browser. It
 * runs again only for another stay (`stayAreaRoute.ts`). A failed read is the host's look: the
 * screen shows the failure itself.
 */
export async function stayAreaLoader(args: LoaderFunctionArgs): Promise<StayAreaData | Response> {
  const { environment, presentation, device } = routeContextOf(args);
  const slug = staySlugOf(args.request, device);
  const guarded = requireSlugOnWhiteLabel(presentation, slug);
  if (guarded) return guarded;
  if (slug === null || presentation === 'white-label') return { slug, propertyWhiteLabel: false };
  try {
    const answer = await fetchQuery<stayAreaLoaderQuery>(environment, query, { slug }).toPromise();
    return { slug, propertyWhiteLabel: answer?.reservation?.property.isWhiteLabel === true };
  } catch {
    return { slug, propertyWhiteLabel: false };
  }
}

import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { ExtensionQuery } from './__generated__/ExtensionQuery.graphql.ts';
import extensionQuery from './__generated__/ExtensionQuery.graphql.ts';

export const extensionLoader = createStayScreenLoader<ExtensionQuery>(extensionQuery, {
  // Which nights are still free moves with every guest's bookings.
  fetchPolicy: 'store-and-network',
});

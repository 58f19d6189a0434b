import { createStayScreenLoader } from '../../app/routeLoaders.ts';
import type { ExtensionQuery } from './__generated__/ExtensionQuery.graphql.ts';
import extensionQuery from './__generated__/ExtensionQuery.graphql.ts';

export const extensionLoader = createStayScreenLoader<ExtensionQuery>(extensionQuery);

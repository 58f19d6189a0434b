import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { AddCardRouteQuery } from './__generated__/AddCardRouteQuery.graphql.ts';
import addCardRouteQuery from './__generated__/AddCardRouteQuery.graphql.ts';

export const addCardLoader = createStayScreenLoader<AddCardRouteQuery>(addCardRouteQuery);

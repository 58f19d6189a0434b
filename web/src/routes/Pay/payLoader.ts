import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { PayBalanceRouteQuery } from './__generated__/PayBalanceRouteQuery.graphql.ts';
import payBalanceRouteQuery from './__generated__/PayBalanceRouteQuery.graphql.ts';

export const payLoader = createStayScreenLoader<PayBalanceRouteQuery>(payBalanceRouteQuery);

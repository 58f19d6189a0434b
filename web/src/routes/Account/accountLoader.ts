import type { AccountRouteQuery } from './__generated__/AccountRouteQuery.graphql.ts';
import accountRouteQuery from './__generated__/AccountRouteQuery.graphql.ts';
import { createAccountScreenLoader } from './accountScreenLoader.ts';

export const accountLoader = createAccountScreenLoader<AccountRouteQuery>(accountRouteQuery);

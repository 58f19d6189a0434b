import type { ReservationsRouteQuery } from './__generated__/ReservationsRouteQuery.graphql.ts';
import reservationsRouteQuery from './__generated__/ReservationsRouteQuery.graphql.ts';
import { createAccountScreenLoader } from './accountScreenLoader.ts';

export const reservationsLoader =
  createAccountScreenLoader<ReservationsRouteQuery>(reservationsRouteQuery);

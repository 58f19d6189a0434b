import { type RouteObject, redirect } from 'react-router';
import { paths } from '../routing/paths.ts';

/** The index goes to signup; any unknown path goes to the stay page (spec §2). */
export function topLevelRoutes(): RouteObject[] {
  return [
    { index: true, loader: () => redirect(paths.signUp) },
    { path: '*', loader: () => redirect(paths.stay) },
  ];
}

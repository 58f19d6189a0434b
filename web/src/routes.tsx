import { type RouteObject, redirect } from 'react-router';
import { AppLayout } from './app/AppLayout.tsx';
import type { RouteHandle } from './app/pageTitle.ts';
import { RootErrorScreen } from './app/RootErrorScreen.tsx';
import { RouteLoading } from './app/RouteBoundary.tsx';
import { checkInLoader } from './routes/CheckIn/checkInLoader.ts';
import { errorLoader } from './routes/Error/errorLoader.ts';
import { StayLayout } from './routes/Stay/StayLayout.tsx';
import { stayLoader } from './routes/Stay/stayLoader.ts';

const checkInHandle: RouteHandle = { pageTitle: (t) => t('checkIn.page.title') };
const stayHandle: RouteHandle = { pageTitle: (t) => t('stay.page.title') };
const errorHandle: RouteHandle = { pageTitle: (t) => t('error.page.title') };

/**
 * Loaders stay in the entry chunk so data starts loading while `lazy` fetches the screen's code.
 * The index goes to check-in until signup exists (the spec's target for `/`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppLayout />,
    errorElement: <RootErrorScreen />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, loader: () => redirect('/check-in') },
      {
        path: 'check-in',
        loader: checkInLoader,
        handle: checkInHandle,
        lazy: async () => ({
          Component: (await import('./routes/CheckIn/CheckInRoute.tsx')).CheckInRoute,
        }),
      },
      {
        path: 'error',
        loader: errorLoader,
        handle: errorHandle,
        lazy: async () => ({
          Component: (await import('./routes/Error/ErrorRoute.tsx')).ErrorRoute,
        }),
      },
      {
        path: 'stay',
        element: <StayLayout />,
        children: [
          {
            index: true,
            loader: stayLoader,
            handle: stayHandle,
            lazy: async () => ({
              Component: (await import('./routes/Stay/StayRoute.tsx')).StayRoute,
            }),
          },
        ],
      },
      { path: '*', loader: () => redirect('/stay') },
    ],
  },
];

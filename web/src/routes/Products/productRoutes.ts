import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';

type Title = RouteHandle['pageTitle'];
const handle = (pageTitle: Title) =>
  ({ pageTitle, texts: ['extras', 'products'] }) satisfies RouteHandle;

/** The product screens of the shop, each under `/stay/…`; `/stay/product/{id}` for the rest. */
export function productRoutes(_context: RouteContext): RouteObject[] {
  const daily = (
    path: string,
    loader: keyof typeof import('./dailyProductLoader.ts'),
    title: Title,
  ): RouteObject => ({
    path,
    handle: handle(title),
    lazy: {
      loader: async () => (await import('./dailyProductLoader.ts'))[loader],
      Component: async () => (await import('./DailyProductRoute.tsx')).DailyProductRoute,
    },
  });
  const timeslot = (
    path: string,
    loader: keyof typeof import('./timeslotProductLoader.ts'),
    title: Title,
  ): RouteObject => ({
    path,
    handle: handle(title),
    lazy: {
      loader: async () => (await import('./timeslotProductLoader.ts'))[loader],
      Component: async () => (await import('./TimeslotProductRoute.tsx')).TimeslotProductRoute,
    },
  });
  const cleaning = (
    path: string,
    loader: keyof typeof import('./cleaningLoader.ts'),
    title: Title,
  ): RouteObject => ({
    path,
    handle: handle(title),
    lazy: {
      loader: async () => (await import('./cleaningLoader.ts'))[loader],
      Component: async () => (await import('./CleaningRoute.tsx')).CleaningRoute,
    },
  });
  return [
    daily('breakfast', 'breakfastLoader', (t) => t('products:breakfast.title')),
    daily('gym', 'gymLoader', (t) => t('products:gym.title')),
    daily('sauna-kit', 'saunaKitLoader', (t) => t('products:saunaKit.title')),
    daily('stocked-fridge', 'stockedFridgeLoader', (t) => t('products:stockedFridge.title')),
    daily('parking', 'parkingLoader', (t) => t('products:parking.title')),
    cleaning('cleaning', 'cleaningOverviewLoader', (t) => t('products:cleaning.title')),
    cleaning('cleaning/schedule', 'cleaningScheduleLoader', (t) =>
      t('products:cleaning.scheduleHeading'),
    ),
    timeslot('early-check-in', 'earlyCheckInLoader', (t) => t('products:earlyCheckIn.title')),
    timeslot('late-check-out', 'lateCheckOutLoader', (t) => t('products:lateCheckOut.title')),
    {
      path: 'upgrade',
      handle: handle((t) => t('products:upgrade.title')),
      lazy: {
        loader: async () => (await import('./upgradeLoader.ts')).upgradeLoader,
        Component: async () => (await import('./UpgradeRoute.tsx')).UpgradeRoute,
      },
    },
    {
      path: 'product/:productId',
      handle: handle((t) => t('products:product.title')),
      lazy: {
        loader: async () => (await import('./productLoader.ts')).productLoader,
        Component: async () => (await import('./ProductRoute.tsx')).ProductRoute,
      },
    },
  ];
}

import type { RouteObject } from 'react-router';
import type { Namespace } from '../../i18n/namespaces.ts';
import type { RouteHandle } from '../../routing/routeHandle.ts';

type Title = RouteHandle['pageTitle'];
/**
 * Every product screen has the prices' texts (`prices`) and those all product screens share
 * (`products`); each kind of screen adds its own namespace, so a page loads no other screen's.
 */
const handle = (pageTitle: Title, screenTexts: Namespace) =>
  ({ pageTitle, texts: ['prices', 'products', screenTexts] }) satisfies RouteHandle;

/** The product screens of the shop, each under `/stay/…`; `/stay/product/{id}` for the rest. */
export function productRoutes(): RouteObject[] {
  const daily = (
    path: string,
    loader: keyof typeof import('./dailyProductLoader.ts'),
    title: Title,
  ): RouteObject => ({
    path,
    handle: handle(title, 'dailyProducts'),
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
    handle: handle(title, 'timeslotProducts'),
    lazy: {
      loader: async () => (await import('./timeslotProductLoader.ts'))[loader],
      Component: async () => (await import('./TimeslotProductRoute.tsx')).TimeslotProductRoute,
    },
  });
  return [
    daily('breakfast', 'breakfastLoader', (t) => t('dailyProducts:breakfast.title')),
    daily('gym', 'gymLoader', (t) => t('dailyProducts:gym.title')),
    daily('sauna-kit', 'saunaKitLoader', (t) => t('dailyProducts:saunaKit.title')),
    daily('stocked-fridge', 'stockedFridgeLoader', (t) => t('dailyProducts:stockedFridge.title')),
    daily('parking', 'parkingLoader', (t) => t('dailyProducts:parking.title')),
    {
      path: 'cleaning',
      handle: handle((t) => t('cleaning:cleaning.title'), 'cleaning'),
      lazy: {
        loader: async () => (await import('./cleaningLoader.ts')).cleaningLoader,
        Component: async () => (await import('./CleaningOverviewRoute.tsx')).CleaningOverviewRoute,
      },
    },
    {
      path: 'cleaning/schedule',
      handle: handle((t) => t('cleaning:cleaning.scheduleHeading'), 'cleaning'),
      lazy: {
        loader: async () => (await import('./cleaningLoader.ts')).cleaningLoader,
        Component: async () => (await import('./CleaningScheduleRoute.tsx')).CleaningScheduleRoute,
      },
    },
    timeslot('early-check-in', 'earlyCheckInLoader', (t) =>
      t('timeslotProducts:earlyCheckIn.title'),
    ),
    timeslot('late-check-out', 'lateCheckOutLoader', (t) =>
      t('timeslotProducts:lateCheckOut.title'),
    ),
    {
      path: 'upgrade',
      handle: handle((t) => t('upgrade:upgrade.title'), 'upgrade'),
      lazy: {
        loader: async () => (await import('./upgradeLoader.ts')).upgradeLoader,
        Component: async () => (await import('./UpgradeRoute.tsx')).UpgradeRoute,
      },
    },
    {
      path: 'product/:productId',
      handle: handle((t) => t('products:product.title'), 'customProduct'),
      lazy: {
        loader: async () => (await import('./productLoader.ts')).productLoader,
        Component: async () => (await import('./ProductRoute.tsx')).ProductRoute,
      },
    },
  ];
}

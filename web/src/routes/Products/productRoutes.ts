import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle.ts';
import type { RouteContext } from '../../routes.tsx';
import type { CleaningRouteQuery } from './__generated__/CleaningRouteQuery.graphql.ts';
import cleaningRouteQuery from './__generated__/CleaningRouteQuery$parameters.ts';
import type { DailyProductRouteQuery } from './__generated__/DailyProductRouteQuery.graphql.ts';
import dailyProductRouteQuery from './__generated__/DailyProductRouteQuery$parameters.ts';
import type { ProductRouteQuery } from './__generated__/ProductRouteQuery.graphql.ts';
import productRouteQuery from './__generated__/ProductRouteQuery$parameters.ts';
import type { TimeslotProductRouteQuery } from './__generated__/TimeslotProductRouteQuery.graphql.ts';
import timeslotProductRouteQuery from './__generated__/TimeslotProductRouteQuery$parameters.ts';
import type { UpgradeRouteQuery } from './__generated__/UpgradeRouteQuery.graphql.ts';
import upgradeRouteQuery from './__generated__/UpgradeRouteQuery$parameters.ts';
import { createProductScreenLoader } from './productScreenLoader.ts';

type DailyProduct = 'BREAKFAST' | 'GYM' | 'SAUNA_KIT' | 'STOCKED_FRIDGE' | 'PARKING';

/** The product screens of the shop, each under `/stay/…`; `/stay/product/{id}` for the rest. */
export function productRoutes({ environment }: RouteContext): RouteObject[] {
  const daily = (path: string, product: DailyProduct, title: RouteHandle['pageTitle']) => ({
    path,
    loader: createProductScreenLoader<DailyProductRouteQuery, { product: DailyProduct }>(
      environment,
      dailyProductRouteQuery,
      {
        // Only the cafe and the gym have partner content: the others skip its core API call.
        variables: () => ({ product, withPartners: product === 'BREAKFAST' || product === 'GYM' }),
        screen: () => ({ product }),
      },
    ),
    handle: { pageTitle: title, texts: ['extras', 'products'] } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DailyProductRoute.tsx')).DailyProductRoute }),
  });
  const timeslot = (
    path: string,
    product: 'EARLY_CHECK_IN' | 'LATE_CHECK_OUT',
    title: RouteHandle['pageTitle'],
  ) => ({
    path,
    loader: createProductScreenLoader<TimeslotProductRouteQuery, { product: typeof product }>(
      environment,
      timeslotProductRouteQuery,
      {
        variables: () => ({ isEarlyCheckIn: product === 'EARLY_CHECK_IN' }),
        screen: () => ({ product }),
      },
    ),
    handle: { pageTitle: title, texts: ['extras', 'products'] } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./TimeslotProductRoute.tsx')).TimeslotProductRoute,
    }),
  });
  const cleaning = (
    path: string,
    step: 'overview' | 'schedule',
    title: RouteHandle['pageTitle'],
  ) => ({
    path,
    loader: createProductScreenLoader<CleaningRouteQuery, { step: typeof step }>(
      environment,
      cleaningRouteQuery,
      { screen: () => ({ step }) },
    ),
    handle: { pageTitle: title, texts: ['extras', 'products'] } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./CleaningRoute.tsx')).CleaningRoute }),
  });
  return [
    daily('breakfast', 'BREAKFAST', (t) => t('products:breakfast.title')),
    daily('gym', 'GYM', (t) => t('products:gym.title')),
    daily('sauna-kit', 'SAUNA_KIT', (t) => t('products:saunaKit.title')),
    daily('stocked-fridge', 'STOCKED_FRIDGE', (t) => t('products:stockedFridge.title')),
    daily('parking', 'PARKING', (t) => t('products:parking.title')),
    cleaning('cleaning', 'overview', (t) => t('products:cleaning.title')),
    cleaning('cleaning/schedule', 'schedule', (t) => t('products:cleaning.scheduleHeading')),
    timeslot('early-check-in', 'EARLY_CHECK_IN', (t) => t('products:earlyCheckIn.title')),
    timeslot('late-check-out', 'LATE_CHECK_OUT', (t) => t('products:lateCheckOut.title')),
    {
      path: 'upgrade',
      loader: createProductScreenLoader<UpgradeRouteQuery>(environment, upgradeRouteQuery),
      handle: {
        pageTitle: (t) => t('products:upgrade.title'),
        texts: ['extras', 'products'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./UpgradeRoute.tsx')).UpgradeRoute }),
    },
    {
      path: 'product/:productId',
      loader: createProductScreenLoader<ProductRouteQuery, { productId: string }>(
        environment,
        productRouteQuery,
        { screen: ({ params }) => ({ productId: params.productId ?? '' }) },
      ),
      handle: {
        pageTitle: (t) => t('products:product.title'),
        texts: ['extras', 'products'],
      } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./ProductRoute.tsx')).ProductRoute }),
    },
  ];
}

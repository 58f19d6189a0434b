import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { DailyProductRouteQuery } from './__generated__/DailyProductRouteQuery.graphql.ts';
import dailyProductRouteQuery from './__generated__/DailyProductRouteQuery.graphql.ts';
import type { DailyProduct } from './DailyProductRoute.tsx';

/** One loader per daily product's route: the product is the route's, not the address's. */
function dailyProductLoader(product: DailyProduct) {
  return createStayScreenLoader<DailyProductRouteQuery, { product: DailyProduct }>(
    dailyProductRouteQuery,
    {
      // Only the cafe and the gym have partner content: the others skip its core API call.
      variables: () => ({ product, withPartners: product === 'BREAKFAST' || product === 'GYM' }),
      screen: () => ({ product }),
      // Which days are still free moves with every guest's purchases.
      fetchPolicy: 'store-and-network',
    },
  );
}

export const breakfastLoader = dailyProductLoader('BREAKFAST');
export const gymLoader = dailyProductLoader('GYM');
export const saunaKitLoader = dailyProductLoader('SAUNA_KIT');
export const stockedFridgeLoader = dailyProductLoader('STOCKED_FRIDGE');
export const parkingLoader = dailyProductLoader('PARKING');

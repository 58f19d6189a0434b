import { createStayScreenLoader } from '../../routing/routeLoaders.ts';
import type { ProductRouteQuery } from './__generated__/ProductRouteQuery.graphql.ts';
import productRouteQuery from './__generated__/ProductRouteQuery.graphql.ts';

export const productLoader = createStayScreenLoader<ProductRouteQuery, { productId: string }>(
  productRouteQuery,
  { screen: ({ params }) => ({ productId: params.productId ?? '' }) },
);

import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { paths } from '../../app/guards.ts';
import type { RouteHandle } from '../../app/routeHandle.ts';
import { createRouteQueryLoader } from '../../relay/routeQuery.ts';
import type { RouteContext } from '../../routes.tsx';
import { staySlugOf } from '../../stay/currentStay.ts';
import { createStayScreenLoader } from '../../stay/stayScreenLoader.ts';
import type { OrderConfirmationRouteQuery } from './__generated__/OrderConfirmationRouteQuery.graphql.ts';
import orderConfirmationRouteQuery from './__generated__/OrderConfirmationRouteQuery$parameters.ts';
import type { OrderSuccessRouteQuery } from './__generated__/OrderSuccessRouteQuery.graphql.ts';
import orderSuccessRouteQuery from './__generated__/OrderSuccessRouteQuery$parameters.ts';
import type { OrderConfirmationData } from './OrderConfirmationRoute.tsx';

/** `/stay/order-confirmation` (places and follows the draft) and `/stay/order-success`. */
export function orderRoutes({ environment }: RouteContext): RouteObject[] {
  const loadConfirmation = createRouteQueryLoader<OrderConfirmationRouteQuery>(
    environment,
    orderConfirmationRouteQuery,
  );
  return [
    {
      path: 'order-confirmation',
      loader: async ({ request }): Promise<OrderConfirmationData | Response> => {
        const slug = staySlugOf(request);
        if (slug === null) return redirect(paths.stay);
        // The draft's reader travels in its own small chunk, not in the entry of every page.
        const { orderSuccessPath, readOrderDraft } = await import('../../order/orderDraft.ts');
        const draft = readOrderDraft(slug);
        // Nothing handed over (a bookmark, another tab): the shop is where an order starts.
        if (!draft) return redirect(`/stay/extras?${new URLSearchParams({ slug })}`);
        if (draft.isCompleted) return redirect(orderSuccessPath(slug));
        return { slug, draft, queryRef: loadConfirmation({ slug }) };
      },
      handle: {
        pageTitle: (t) => t('payment:confirmation.title'),
        texts: ['payment'],
      } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./OrderConfirmationRoute.tsx')).OrderConfirmationRoute,
      }),
    },
    {
      path: 'order-success',
      loader: createStayScreenLoader<OrderSuccessRouteQuery>(environment, orderSuccessRouteQuery),
      handle: {
        pageTitle: (t) => t('payment:success.title'),
        texts: ['payment'],
      } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./OrderSuccessRoute.tsx')).OrderSuccessRoute,
      }),
    },
  ];
}

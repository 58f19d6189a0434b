import type { PreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { type OrderDraft, orderSuccessPath } from '../../ordering/orderDraft.ts';
import { readOrderDraft } from '../../ordering/readOrderDraft.ts';
import { paths } from '../../routing/paths.ts';
import { routeContextOf } from '../../routing/routeContext.ts';
import { createRouteQueryLoader } from '../../routing/routeLoaders.ts';
import { staySlugOf } from '../../session/device.ts';
import type { OrderConfirmationRouteQuery } from './__generated__/OrderConfirmationRouteQuery.graphql.ts';
import orderConfirmationRouteQuery from './__generated__/OrderConfirmationRouteQuery.graphql.ts';

export type OrderConfirmationData = {
  slug: string;
  draft: OrderDraft;
  queryRef: PreloadedQuery<OrderConfirmationRouteQuery>;
};

const load = createRouteQueryLoader<OrderConfirmationRouteQuery>(orderConfirmationRouteQuery);

/** The draft handed over by the screen that sold something, and the stay it is ordered for. */
export function orderConfirmationLoader(
  args: LoaderFunctionArgs,
): OrderConfirmationData | Response {
  const { environment, device } = routeContextOf(args);
  const slug = staySlugOf(args.request, device);
  if (slug === null) return redirect(paths.stay);
  const draft = readOrderDraft(slug);
  // Nothing handed over (a bookmark, another tab): the shop is where an order starts.
  if (!draft) return redirect(`/stay/extras?${new URLSearchParams({ slug })}`);
  if (draft.isCompleted) return redirect(orderSuccessPath(slug));
  return { slug, draft, queryRef: load(environment, { slug }) };
}

import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { OperationType } from 'relay-runtime';
import { mainPresentationOnly, requireSignedIn } from '../../routing/guards.ts';
import { routeContextOf } from '../../routing/routeContext.ts';
import { createRouteQueryLoader } from '../../routing/routeLoaders.ts';
import { reportToShell } from '../../shell/shellState.ts';

/** What the account's screens read from their loader. */
export type AccountScreenData<TQuery extends OperationType> = { queryRef: PreloadedQuery<TQuery> };

/** An account query asks for nothing the address knows: at most pagination, with defaults. */
type AccountQuery = OperationType & { variables: Partial<Record<string, unknown>> };

/**
 * The loader of an account screen: the main presentation only, a signed-in guest only, then the
 * screen's query started. Navigating to the account counts as its visit (spec §4: the account
 * notification goes), also when a visitor is sent on to signup.
 */
export function createAccountScreenLoader<TQuery extends AccountQuery>(
  query: Parameters<typeof createRouteQueryLoader<TQuery>>[0],
) {
  // What an account shows moves with every stay it lists (what was bought, nights, rewards), on
  // this phone or elsewhere: the store's answer is shown and read again.
  const load = createRouteQueryLoader<TQuery>(query, 'store-and-network');
  return (args: LoaderFunctionArgs): AccountScreenData<TQuery> | Response => {
    const { environment, presentation, device } = routeContextOf(args);
    reportToShell({ accountVisited: true });
    return (
      mainPresentationOnly(presentation) ??
      requireSignedIn(device, args.request) ?? {
        queryRef: load(environment, {} as TQuery['variables']),
      }
    );
  };
}

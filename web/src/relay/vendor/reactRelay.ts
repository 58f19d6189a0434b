// What the app's bundle takes from react-relay. The bare specifier `react-relay` resolves here in
// the build and in the unit tests (the `resolve.alias` of vite.config.ts and vitest.config.ts).
// Why: react-relay is CommonJS and its index modules (`index.js`, and `hooks.js` too) reference
// every export, so a bundler keeps all of them in every page's first load: the entry-point API
// (loadEntryPoint, useEntryPointLoader, EntryPointContainer), useLazyLoadQuery,
// useRefetchableFragment, useMutationAction_EXPERIMENTAL… Re-exporting the package's own modules
// one by one keeps only the hooks the app uses. The names react-relay re-exports from
// relay-runtime come from relayRuntime.ts, the barrel of that package.
//
// `vendor.test.ts` fails when the app imports a name from 'react-relay' that is missing here, so
// a hook used for the first time is added here, not found missing in the browser. A Relay
// upgrade must run that test and re-check these paths: they are the package's files, not a
// public API. Types are the package's public ones, attached to its files in relayModules.ts.
import loadQueryModule from 'react-relay/lib/relay-hooks/loadQuery.js';
import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
import useFragment from 'react-relay/lib/relay-hooks/useFragment.js';
import useMutation from 'react-relay/lib/relay-hooks/useMutation.js';
import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
import usePreloadedQuery from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
import useQueryLoader from 'react-relay/lib/relay-hooks/useQueryLoader.js';
import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
import useSubscription from 'react-relay/lib/relay-hooks/useSubscription.js';

export {
  commitLocalUpdate,
  fetchQuery,
  graphql,
  readInlineData,
  requestSubscription,
} from './relayRuntime.ts';
export {
  RelayEnvironmentProvider,
  useFragment,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  useQueryLoader,
  useRelayEnvironment,
  useSubscription,
};
export const { loadQuery } = loadQueryModule;

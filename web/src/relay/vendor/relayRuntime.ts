// What the app's bundle takes from relay-runtime. The bare specifier `relay-runtime` resolves here
// in the build and in the unit tests (the `resolve.alias` of vite.config.ts and vitest.config.ts),
// for the app and for react-relay's own `require('relay-runtime')` alike. Why: relay-runtime is
// CommonJS and its index module references every export, so a bundler keeps all of them
// (observeFragmentExperimental, waitForFragmentExperimental, observeQueryExperimental,
// fetchQuery_DEPRECATED, the QueryResponseCache, the multi-actor environment…) in every page's
// first load. Re-exporting the package's own modules one by one keeps only what is used.
//
// Two kinds of names are listed: what the app imports from 'relay-runtime' or through
// 'react-relay' (commitLocalUpdate, fetchQuery, graphql, readInlineData, requestSubscription), and
// what the react-relay modules that reactRelay.ts keeps read from `require('relay-runtime')`.
// `vendor.test.ts` fails when either side names something missing here. A Relay upgrade must run
// that test and re-check these paths: they are the package's files, not a public API. Types are
// the package's public ones, attached to its files in relayModules.ts.
import ConnectionInterface from 'relay-runtime/lib/handlers/connection/ConnectionInterface.js';
import commitLocalUpdate from 'relay-runtime/lib/mutations/commitLocalUpdate.js';
import commitMutation from 'relay-runtime/lib/mutations/commitMutation.js';
import Network from 'relay-runtime/lib/network/RelayNetwork.js';
import Observable from 'relay-runtime/lib/network/RelayObservable.js';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery.js';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal.js';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag.js';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry.js';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext.js';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext.js';
import Environment from 'relay-runtime/lib/store/RelayModernEnvironment.js';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor.js';
import Record from 'relay-runtime/lib/store/RelayModernRecord.js';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector.js';
import Store from 'relay-runtime/lib/store/RelayModernStore.js';
import RecordSource from 'relay-runtime/lib/store/RelayRecordSource.js';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils.js';
import readInlineData from 'relay-runtime/lib/store/readInlineData.js';
import requestSubscription from 'relay-runtime/lib/subscription/requestSubscription.js';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier.js';
import getPaginationMetadata from 'relay-runtime/lib/util/getPaginationMetadata.js';
import getPaginationVariables from 'relay-runtime/lib/util/getPaginationVariables.js';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment.js';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata.js';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier.js';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath.js';
import SnapshotErrors from 'relay-runtime/lib/util/handlePotentialSnapshotErrors.js';
import isPromise from 'relay-runtime/lib/util/isPromise.js';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags.js';
import ReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject.js';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto.js';

export {
  ConnectionInterface,
  commitLocalUpdate,
  commitMutation,
  Environment,
  fetchQuery,
  getFragmentIdentifier,
  getPaginationMetadata,
  getPaginationVariables,
  getPendingOperationsForFragment,
  getRefetchMetadata,
  getRequestIdentifier,
  getValueAtPath,
  isPromise,
  Network,
  Observable,
  PreloadableQueryRegistry,
  Record,
  RecordSource,
  RelayFeatureFlags,
  ReplaySubject,
  readInlineData,
  recycleNodesInto,
  requestSubscription,
  Store,
};

export const { getFragment, getRequest, graphql } = GraphQLTag;
export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { ID_KEY } = RelayStoreUtils;
export const { handlePotentialSnapshotErrors } = SnapshotErrors;

/** The package's internals that react-relay reads (`RelayRuntime.__internal.<name>`). */
export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
};

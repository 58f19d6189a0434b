// The package files that relayRuntime.ts and reactRelay.ts re-export, typed with the packages'
// public types. The packages type only their index modules, so each file is declared here as
// the public export it provides; CommonJS, so `export =` (its `module.exports`, which the
// barrels import as the default). A `.ts` file, not a `.d.ts`: `skipLibCheck` would let a wrong
// name pass unseen.

type RelayRuntimeExports = typeof import('relay-runtime');
type ReactRelayExports = typeof import('react-relay');

declare module 'relay-runtime/lib/handlers/connection/ConnectionInterface.js' {
  const moduleExports: RelayRuntimeExports['ConnectionInterface'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/mutations/commitLocalUpdate.js' {
  const moduleExports: RelayRuntimeExports['commitLocalUpdate'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/mutations/commitMutation.js' {
  const moduleExports: RelayRuntimeExports['commitMutation'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/network/RelayNetwork.js' {
  const moduleExports: RelayRuntimeExports['Network'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/network/RelayObservable.js' {
  const moduleExports: RelayRuntimeExports['Observable'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/query/fetchQuery.js' {
  const moduleExports: RelayRuntimeExports['fetchQuery'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/query/fetchQueryInternal.js' {
  /** Not part of the public types: react-relay calls these, the app does not. */
  const moduleExports: Record<
    | 'fetchQuery'
    | 'fetchQueryDeduped'
    | 'getObservableForActiveRequest'
    | 'getPromiseForActiveRequest',
    unknown
  >;
  export = moduleExports;
}
declare module 'relay-runtime/lib/query/GraphQLTag.js' {
  const moduleExports: Pick<RelayRuntimeExports, 'getFragment' | 'getRequest' | 'graphql'>;
  export = moduleExports;
}
declare module 'relay-runtime/lib/query/PreloadableQueryRegistry.js' {
  const moduleExports: RelayRuntimeExports['PreloadableQueryRegistry'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/createRelayContext.js' {
  /** Not part of the public types: react-relay's context module calls it. */
  const moduleExports: unknown;
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/createRelayLoggingContext.js' {
  /** Not part of the public types: react-relay's logging context module calls it. */
  const moduleExports: unknown;
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/RelayModernEnvironment.js' {
  const moduleExports: RelayRuntimeExports['Environment'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/RelayModernOperationDescriptor.js' {
  const moduleExports: Pick<RelayRuntimeExports, 'createOperationDescriptor'>;
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/RelayModernRecord.js' {
  const moduleExports: RelayRuntimeExports['Record'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/RelayModernSelector.js' {
  const moduleExports: Pick<
    RelayRuntimeExports,
    'areEqualSelectors' | 'getSelector' | 'getVariablesFromFragment'
  >;
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/RelayModernStore.js' {
  const moduleExports: RelayRuntimeExports['Store'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/RelayRecordSource.js' {
  const moduleExports: RelayRuntimeExports['RecordSource'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/RelayStoreUtils.js' {
  const moduleExports: Pick<RelayRuntimeExports, 'ID_KEY'>;
  export = moduleExports;
}
declare module 'relay-runtime/lib/store/readInlineData.js' {
  const moduleExports: RelayRuntimeExports['readInlineData'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/subscription/requestSubscription.js' {
  const moduleExports: RelayRuntimeExports['requestSubscription'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/getFragmentIdentifier.js' {
  const moduleExports: RelayRuntimeExports['getFragmentIdentifier'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/getPaginationMetadata.js' {
  const moduleExports: RelayRuntimeExports['getPaginationMetadata'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/getPaginationVariables.js' {
  const moduleExports: RelayRuntimeExports['getPaginationVariables'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/getPendingOperationsForFragment.js' {
  const moduleExports: RelayRuntimeExports['getPendingOperationsForFragment'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/getRefetchMetadata.js' {
  const moduleExports: RelayRuntimeExports['getRefetchMetadata'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/getRequestIdentifier.js' {
  const moduleExports: RelayRuntimeExports['getRequestIdentifier'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/getValueAtPath.js' {
  const moduleExports: RelayRuntimeExports['getValueAtPath'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/handlePotentialSnapshotErrors.js' {
  const moduleExports: Pick<RelayRuntimeExports, 'handlePotentialSnapshotErrors'>;
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/isPromise.js' {
  const moduleExports: RelayRuntimeExports['isPromise'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/RelayFeatureFlags.js' {
  const moduleExports: RelayRuntimeExports['RelayFeatureFlags'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/RelayReplaySubject.js' {
  const moduleExports: RelayRuntimeExports['ReplaySubject'];
  export = moduleExports;
}
declare module 'relay-runtime/lib/util/recycleNodesInto.js' {
  const moduleExports: RelayRuntimeExports['recycleNodesInto'];
  export = moduleExports;
}

declare module 'react-relay/lib/relay-hooks/loadQuery.js' {
  const moduleExports: Pick<ReactRelayExports, 'loadQuery'>;
  export = moduleExports;
}
declare module 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js' {
  const moduleExports: ReactRelayExports['RelayEnvironmentProvider'];
  export = moduleExports;
}
declare module 'react-relay/lib/relay-hooks/useFragment.js' {
  const moduleExports: ReactRelayExports['useFragment'];
  export = moduleExports;
}
declare module 'react-relay/lib/relay-hooks/useMutation.js' {
  const moduleExports: ReactRelayExports['useMutation'];
  export = moduleExports;
}
declare module 'react-relay/lib/relay-hooks/usePaginationFragment.js' {
  const moduleExports: ReactRelayExports['usePaginationFragment'];
  export = moduleExports;
}
declare module 'react-relay/lib/relay-hooks/usePreloadedQuery.js' {
  const moduleExports: ReactRelayExports['usePreloadedQuery'];
  export = moduleExports;
}
declare module 'react-relay/lib/relay-hooks/useQueryLoader.js' {
  const moduleExports: ReactRelayExports['useQueryLoader'];
  export = moduleExports;
}
declare module 'react-relay/lib/relay-hooks/useRelayEnvironment.js' {
  const moduleExports: ReactRelayExports['useRelayEnvironment'];
  export = moduleExports;
}
declare module 'react-relay/lib/relay-hooks/useSubscription.js' {
  const moduleExports: ReactRelayExports['useSubscription'];
  export = moduleExports;
}

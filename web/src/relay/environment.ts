import { Environment, type INetwork, RecordSource, Store } from 'relay-runtime';

/**
 * One environment per app (and per test): main.tsx creates it and hands it to `createRoutes`
 * and the provider; nothing imports an environment from a module. A server-drawn page's data
 * reaches its store through the network (`createNetwork`'s `pageAnswers`).
 */
export function createRelayEnvironment(network: INetwork): Environment {
  return new Environment({ network, store: new Store(new RecordSource()) });
}

import { Environment, type INetwork, RecordSource, Store } from 'relay-runtime';
import type { RecordMap } from '../delivery/pageData.ts';

/**
 * One environment per app (and per test): main.tsx creates it and hands it to `createRoutes`
 * and the provider; nothing imports an environment from a module. A server-rendered page's
 * records (`delivery/pageData.ts`) are where its store starts.
 */
export function createRelayEnvironment(network: INetwork, records?: RecordMap): Environment {
  return new Environment({ network, store: new Store(new RecordSource(records)) });
}

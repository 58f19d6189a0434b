import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  RecordSource,
  Store,
} from 'relay-runtime';
import { currentLocale } from '../i18n/i18n.ts';
import { buildRequestBody, type DocumentMode } from './requestBody.ts';

const documentMode: DocumentMode = import.meta.env.DEV ? 'text' : 'persisted';

const fetchGraphQL: FetchFunction = async (params, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      'x-language-code': currentLocale(),
    },
    body: JSON.stringify(buildRequestBody(params, variables, documentMode)),
  });
  // GraphQL-over-HTTP answers errors with 4xx and a JSON body; anything else is a transport failure.
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) throw new Error(`GraphQL request failed with HTTP ${response.status}.`);
  return (await response.json()) as GraphQLResponse;
};

export function createRelayEnvironment(fetchFunction: FetchFunction = fetchGraphQL): Environment {
  return new Environment({
    network: Network.create(fetchFunction),
    store: new Store(new RecordSource()),
  });
}

export const relayEnvironment = createRelayEnvironment();

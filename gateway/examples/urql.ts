// urql as another team's app uses the gateway in production: the same operations (operations.ts),
// published under its own name (`npm run documents:publish -- --app urql-example --version 1.0.0
// persisted-query-manifest.json`), sent by id. `npm i @urql/core @urql/exchange-persisted graphql`.

import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import { getOperationAST } from 'graphql';
import { demoStay } from './operations.ts';
import manifest from './persisted-query-manifest.json' with { type: 'json' };

const idByName = new Map(manifest.operations.map((operation) => [operation.name, operation.id]));

export function createUrqlClient(url = 'http://localhost:4000/graphql') {
  return new Client({
    url,
    exchanges: [
      cacheExchange,
      persistedExchange({
        // Only ids, never text: the gateway runs nothing else in production.
        enforcePersistedQueries: true,
        enableForMutation: true,
        generateHash: async (_, document) =>
          idByName.get(getOperationAST(document)?.name?.value ?? '') ?? '',
      }),
      fetchExchange,
    ],
    // A persisted query goes as GET (cacheable); `graphql-client-name` also passes CSRF prevention.
    fetchOptions: {
      headers: { 'graphql-client-name': 'urql-example', 'graphql-client-version': '1.0.0' },
    },
  });
}

export async function firstQuery(url?: string) {
  const result = await createUrqlClient(url)
    .query(demoStay, { slug: 'demo-stay-helsinki' })
    .toPromise();
  if (result.error) throw result.error;
  return result.data;
}

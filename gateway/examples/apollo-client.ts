// Apollo Client 4 as another team's app uses the gateway in production: its operations
// (operations.ts) are trusted documents, published under its name by its CI
// (`npm run documents:publish -- --app apollo-example --version 1.0.0 persisted-query-manifest.json`),
// and it sends each one's id instead of its text. `npm i @apollo/client @apollo/persisted-query-lists graphql rxjs`.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { generatePersistedQueryIdsFromManifest } from '@apollo/persisted-query-lists';
import { demoStay } from './operations.ts';
import manifest from './persisted-query-manifest.json' with { type: 'json' };

export function createApolloClient(uri = 'http://localhost:4000/graphql') {
  return new ApolloClient({
    link: new PersistedQueryLink(
      generatePersistedQueryIdsFromManifest({ loadManifest: async () => manifest }),
    ).concat(
      new HttpLink({
        uri,
        // Which app's documents the ids are (and its figures in the gateway's metrics).
        headers: { 'graphql-client-name': 'apollo-example', 'graphql-client-version': '1.0.0' },
      }),
    ),
    // Every entity has a global `id`, so the default `__typename:id` keys normalise them all.
    cache: new InMemoryCache(),
  });
}

export async function firstQuery(uri?: string) {
  const { data } = await createApolloClient(uri).query({
    query: demoStay,
    variables: { slug: 'demo-stay-helsinki' },
  });
  return data;
}

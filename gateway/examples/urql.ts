// The first query with urql, against a gateway in development (`npm start`: ad-hoc documents
// are accepted outside production). `npm i @urql/core graphql`.
import { Client, cacheExchange, fetchExchange, gql } from '@urql/core';

export async function firstQuery(url = 'http://localhost:4000/graphql') {
  const client = new Client({
    url,
    exchanges: [cacheExchange, fetchExchange],
    // urql sends queries as GET by default; the gateway runs a GET only with the CSRF header
    // `x-graphql-yoga-csrf`, a JSON POST as it is.
    preferGetMethod: false,
  });
  const result = await client
    .query(
      gql`
        query DemoStay($slug: String!) {
          reservation(slug: $slug) {
            id
            confirmationNumber
            property { id name city }
          }
        }
      `,
      { slug: 'demo-stay-helsinki' },
    )
    .toPromise();
  if (result.error) throw result.error;
  return result.data;
}

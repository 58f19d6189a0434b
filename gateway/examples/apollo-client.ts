// The first query with Apollo Client 4, against a gateway in development (`npm start`: ad-hoc
// documents are accepted outside production). `npm i @apollo/client graphql rxjs`.
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';

export async function firstQuery(uri = 'http://localhost:4000/graphql') {
  const client = new ApolloClient({
    link: new HttpLink({ uri }),
    // Every entity has a global `id`, so the default `__typename:id` keys normalise them all.
    cache: new InMemoryCache(),
  });
  const { data } = await client.query({
    query: gql`
      query DemoStay($slug: String!) {
        reservation(slug: $slug) {
          id
          confirmationNumber
          property { id name city }
        }
      }
    `,
    variables: { slug: 'demo-stay-helsinki' },
  });
  return data;
}

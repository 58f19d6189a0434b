// GraphQL Mesh's composition of the sandbox's OpenAPI document into a supergraph for Hive Gateway,
// as a team would put Hive Gateway in front of this core API without writing a schema. The core
// API's address is the running sandbox's (CORE_API_URL): the supergraph carries it, so it is
// composed at bench time and never committed.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const coreApiUrl = process.env.CORE_API_URL;
if (!coreApiUrl)
  throw new Error('CORE_API_URL must name the running sandbox, e.g. http://127.0.0.1:4970');

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('CoreApi', {
        source: fileURLToPath(new URL('../../sandbox/openapi.json', import.meta.url)),
        endpoint: coreApiUrl,
      }),
    },
  ],
});

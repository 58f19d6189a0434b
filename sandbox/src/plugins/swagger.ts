import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/**
 * Where the committed document says the API runs: the default port, as a variable a client
 * fills with its `SANDBOX_PORT`. The document served at /openapi.json names the address it
 * was fetched from instead.
 */
const documentedServer = {
  url: 'http://localhost:{port}',
  description: 'A sandbox started with `node sandbox/src/server.ts` (SANDBOX_PORT)',
  variables: { port: { default: '4010', description: 'SANDBOX_PORT' } },
};

/**
 * Beside every OpenAPI 3.1 `type: [T, "null"]`, the 3.0 keyword `nullable: true` (an annotation
 * in 3.1, which validators ignore): GraphQL Mesh's OpenAPI handler (@omnigraph/openapi 0.112)
 * reads only that keyword or an `anyOf` with a null branch, and otherwise makes a required
 * field non-null, so every `null` the API answers became a GraphQL error.
 */
function markNullable(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) markNullable(item);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  const record = schema as Record<string, unknown>;
  if (Array.isArray(record.type) && record.type.includes('null')) record.nullable = true;
  for (const value of Object.values(record)) markNullable(value);
}

type Parameter = { schema?: Record<string, unknown> } & Record<string, unknown>;
type Operations = Record<string, Record<string, { parameters?: Parameter[] }>>;

/**
 * `style` and `explode` belong to the parameter (how a list is written in the query), where a
 * route's schema cannot put them: @fastify/swagger leaves them in the parameter's schema.
 */
function hoistSerialization(paths: Operations): void {
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
    for (const parameter of operation.parameters ?? []) {
      for (const key of ['style', 'explode']) {
        if (parameter.schema && key in parameter.schema) {
          parameter[key] = parameter.schema[key];
          delete parameter.schema[key];
        }
      }
    }
  }
}

/** Collects every route's schema into the OpenAPI 3.1 document served at /openapi.json. */
export const swaggerPlugin = fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Guest app core API (sandbox)',
          description:
            'The sandbox stand-in for the operator’s core REST API (guest-app-spec.md §7). Success bodies are `{ "data": … }`, errors `{ "errors": [{ "code", "message", "field"? }] }`. Operations tagged `sandbox` are test helpers; operations marked `x-sandbox-addition` are not in the spec’s call list. A method a path does not have answers 405 with an `Allow` header.',
          version: '1.0.0',
        },
        servers: [documentedServer],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transformObject: (documents) => {
        if (!('openapiObject' in documents))
          throw new Error('the sandbox writes OpenAPI, not Swagger 2');
        markNullable(documents.openapiObject.paths);
        hoistSerialization(documents.openapiObject.paths as Operations);
        return documents.openapiObject;
      },
    });
    fastify.get('/openapi.json', { schema: { hide: true } }, async (request) => ({
      ...fastify.swagger(),
      servers: [{ url: `${request.protocol}://${request.host}` }],
    }));
  },
  { name: 'swagger' },
);

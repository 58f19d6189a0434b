import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/** Collects every route's schema into the OpenAPI 3.1 document served at /openapi.json. */
export const swaggerPlugin = fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Guest app core API (sandbox)',
          description:
            'The sandbox stand-in for the operator’s core REST API (guest-app-spec.md §7). Success bodies are `{ "data": … }`, errors `{ "errors": [{ "code", "message", "field"? }] }`. Operations tagged `sandbox` are test helpers; operations marked `x-sandbox-addition` are not in the spec’s call list.',
          version: '1.0.0',
        },
        servers: [{ url: 'http://localhost:4010' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    fastify.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);

import { createRequire } from 'node:module';
import { loadGraphQLSchemaFromOpenAPI } from '@omnigraph/openapi';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { openApiPath } from '../src/openapi.ts';
import { testNow } from './support.ts';

// GraphQL Mesh's OpenAPI handler, as an outside team would point it at the core API: the
// committed document, unmodified, and a running sandbox behind it.

// graphql 16 as Node loads it for Mesh (its CommonJS `main`), not the `module` build Vite would
// pick: a schema must be executed by the same copy of graphql that built it.
const { graphql, printSchema, validateSchema } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

let sandbox: FastifyInstance;
let schema: GraphQLSchema;

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => new Date(testNow) });
  const endpoint = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  schema = await loadGraphQLSchemaFromOpenAPI('core', { source: openApiPath, endpoint });
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

// Not paid, no card, 30 days ahead: no check-in or check-out date, no card, keys without codes.
const slug = 'demo-stay-stockholm';

describe('the document composed by @omnigraph/openapi', () => {
  it('builds a schema with enumerations and nullable fields', () => {
    expect(validateSchema(schema)).toEqual([]);
    const sdl = printSchema(schema);
    expect(sdl).toMatch(/checkInDate: DateTime\n/);
    expect(sdl).toMatch(
      /enum \w+checkInState \{\s+guest_details_required\s+id_verification_required/,
    );
    expect(sdl).toMatch(/_DOLLAR_expand: \[\w+_DOLLAR_expand_items\]/);
  });

  it('reads a stay through it with the nulls as nulls, as the API answers them', async () => {
    const result = await graphql({
      schema,
      source: `{
        check_in_by_slug(slug: "${slug}", _DOLLAR_expand: [creditCards, property, propertyKeys, propertyUnit_address]) {
          ... on check_in_by_slug_200_response {
            data {
              slug checkInDate checkOutDate checkInState
              creditCard { id }
              property { addressLine2 whatsappNumber entrance }
              propertyKeys { id code keypadButton errorCode availableAt }
              propertyUnit { address { addressLine2 isOverride } }
            }
          }
        }
      }`,
    });
    expect(result.errors).toBeUndefined();
    const answer = result.data as { check_in_by_slug: { data: Record<string, unknown> } };
    const stay = answer.check_in_by_slug.data;
    expect(stay).toMatchObject({ slug, checkInDate: null, checkOutDate: null, creditCard: null });

    const rest = (
      await sandbox.inject(
        `/check-in/${slug}?$expand=creditCards,property,propertyKeys,propertyUnit.address`,
      )
    ).json().data;
    expect(stay.checkInState).toBe(rest.checkInState.replaceAll('-', '_'));
    expect(stay.property).toEqual({
      addressLine2: rest.property.addressLine2,
      whatsappNumber: rest.property.whatsappNumber,
      entrance: rest.property.entrance,
    });
    expect(stay.propertyUnit).toEqual({
      address: {
        addressLine2: rest.propertyUnit.address.addressLine2,
        isOverride: rest.propertyUnit.address.isOverride,
      },
    });
    const keys = stay.propertyKeys as Record<string, unknown>[];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.map((key) => key.code)).toEqual(keys.map(() => null));
    type Key = Record<'id' | 'code' | 'keypadButton' | 'errorCode' | 'availableAt', string | null>;
    expect(keys).toEqual(
      (rest.propertyKeys as Key[]).map(({ id, code, keypadButton, errorCode, availableAt }) => ({
        id,
        code,
        keypadButton,
        // GraphQL enum values cannot hold a hyphen: Mesh writes `not-paid` as `not_paid`.
        errorCode: errorCode?.replaceAll('-', '_') ?? null,
        availableAt,
      })),
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi.ts';

// Spec §7, row by row: each call must be in the committed API document (the one the gateway's
// upstream types are generated from) with the inputs the spec names and a JSON success schema.
// The README's §7 table maps the same rows to their contract tests.

interface Parameter {
  name: string;
  in: string;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}

interface SpecCall {
  call: string;
  query?: string[];
  headers?: string[];
  body?: string[];
  bearer?: boolean;
}

const specCalls: SpecCall[] = [
  { call: 'POST /access-requests', body: ['propertyKeyId', 'slug'] },
  {
    call: 'POST /authentication',
    body: ['email', 'turnstileToken', 'strategy', 'otp', 'idempotencyKey'],
  },
  { call: 'GET /check-in', query: ['channelConfirmationNumber', 'lastName'] },
  { call: 'GET /check-in/{slug}', query: ['$expand'], headers: ['x-language-code'] },
  {
    call: 'PATCH /check-in/{slug}',
    body: ['orderItems', 'creditCards', 'startDate', 'endDate', 'checkOutDone', 'status'],
  },
  { call: 'GET /custom-products', query: ['propertyId', '$expand'] },
  { call: 'POST /custom-products/{productId}/order', body: ['reservationId'] },
  { call: 'GET /orders/{id}', headers: ['x-slug'] },
  { call: 'GET /product-availability/{productTypeOrId}', query: ['reservationId'] },
  { call: 'GET /product-content', query: ['propertyId', '$expand'] },
  { call: 'GET /property-content', query: ['propertyId'] },
  { call: 'GET /properties/{id}', query: ['$select'] },
  { call: 'GET /properties', query: ['key', '$select'] },
  { call: 'GET /property-unit-availability', query: ['reservationId'] },
  {
    call: 'GET /property-unit-category-availability',
    query: [
      'startDateLocal',
      'endDateLocal',
      'voucherCode',
      'propertyUnitCategoryId',
      'adultCount',
      'childrenCount',
    ],
  },
  { call: 'GET /property-unit-categories/{id}' },
  { call: 'GET /reservations', query: ['status', 'endDate[gte]', '$expand'], bearer: true },
  { call: 'GET /reservation-state/{id}' },
  { call: 'GET /customers', query: ['$expand'], bearer: true },
  { call: 'GET /customer-statistics', bearer: true },
  { call: 'PATCH /customers/{id}', body: ['isMarketingConsentGiven'], bearer: true },
  { call: 'GET /future-customer-rewards', query: ['newStructure'], bearer: true },
];

const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

function operationOf(call: string): Operation | undefined {
  const [method = '', path = ''] = call.split(' ');
  return document.paths[path]?.[method.toLowerCase()];
}

function inputs(operation: Operation | undefined, where: string): string[] {
  return (operation?.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
}

describe('spec §7 calls in /openapi.json', () => {
  it.each(specCalls)('$call', ({ call, query = [], headers = [], body = [], bearer = false }) => {
    const operation = operationOf(call);
    expect(operation, call).toBeDefined();
    for (const path of call.match(/\{(\w+)\}/g) ?? []) {
      expect(inputs(operation, 'path')).toContain(path.slice(1, -1));
    }
    expect(inputs(operation, 'query')).toEqual(expect.arrayContaining(query));
    expect(inputs(operation, 'header')).toEqual(expect.arrayContaining(headers));
    const bodyFields = Object.keys(
      operation?.requestBody?.content['application/json']?.schema.properties ?? {},
    );
    expect(bodyFields).toEqual(expect.arrayContaining(body));
    const success = Object.entries(operation?.responses ?? {}).find(([status]) =>
      status.startsWith('2'),
    );
    expect(
      success?.[1].content?.['application/json']?.schema,
      `${call} success schema`,
    ).toBeDefined();
    expect(operation?.security !== undefined, `${call} bearer`).toBe(bearer);
  });

  it('every call has its error answers in the envelope', () => {
    for (const { call } of specCalls) {
      const errors = Object.entries(operationOf(call)?.responses ?? {}).filter(([status]) =>
        /^[45]/.test(status),
      );
      expect(errors.length, call).toBeGreaterThan(0);
      for (const [, response] of errors) {
        expect(response.content?.['application/json']?.schema, call).toMatchObject({
          required: ['errors'],
        });
      }
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signIn } from './auth-support.ts';
import { apiDocument, type Operation, type Parameter, type Schema } from './document.ts';
import { useSandbox } from './support.ts';

// A property-based check in the spirit of Schemathesis (which is not installable here): for
// every operation of the committed document, requests generated from its parameter and body
// schemas alone. Whatever they hold, the API answers a status the operation documents, never a
// 5xx, and never refuses their shape (INVALID_INPUT): what the document allows, the API takes.
// The suite-wide check (setup/answers-fit-document.ts) also holds each body to its schema.

const sandbox = useSandbox();

/** Values of the seed, mixed into generated ids so requests also reach the API's rules. */
const knownValues: Record<string, string[]> = {
  slug: ['demo-stay-helsinki', 'demo-stay-london', 'demo-stay-canceled', 'demo-stay-oslo'],
  'x-slug': ['demo-stay-helsinki', 'demo-stay-london'],
  propertyId: ['helsinki-kas40', 'london-ch65'],
  key: ['helsinki-kas40', 'london-ch65'],
  productTypeOrId: ['breakfast', 'mid-stay-cleaning', 'unit-category-upgrade', 'early-check-in'],
};

const printable = /^[\x20-\x7E]*$/;

function textOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, 60);
  // JSON Schema counts characters as code points (a grapheme may hold several).
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= maxLength;
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1800-01-01'), max: new Date('2300-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter(fits);
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    try {
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): any text it accepts.
      return fc
        .string({ minLength, maxLength, unit: 'grapheme' })
        .filter((value) => fits(value) && pattern.test(value));
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits);
}

/** Values a JSON schema of the document accepts (the subset of JSON Schema the document uses). */
function arbitraryFor(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const members = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (members) return fc.oneof(...members.map(arbitraryFor));
  const types = [schema.type].flat() as string[];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: (schema.maximum as number | undefined) ?? 1000,
      });
    case 'number':
      return fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
    case 'array':
      return fc.array(arbitraryFor(schema.items as Schema), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, 3),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, field]) => [name, arbitraryFor(field)]),
        ),
        { requiredKeys: (schema.required as string[] | undefined) ?? [] },
      );
    }
    default:
      return textOf(schema);
  }
}

/**
 * A deadline still ahead, so a request reaches its work: a past one is refused with 504 before
 * anything else is looked at (test/deadline.test.ts).
 */
const deadlineAhead = fc
  .integer({ min: 60_000, max: 3_600_000 })
  .map((ms) => new Date(Date.now() + ms).toISOString());

function parameterValue(parameter: Parameter): fc.Arbitrary<string> {
  if (parameter.name === 'x-request-deadline') return deadlineAhead;
  const generated = arbitraryFor(parameter.schema).map((value) =>
    Array.isArray(value) ? value.join(',') : String(value),
  );
  const known = knownValues[parameter.name];
  const value = known ? fc.oneof(fc.constantFrom(...known), generated) : generated;
  // Header values travel as visible ASCII without surrounding blanks; a path segment `.` or `..`
  // is a step in the path (RFC 3986 §5.2.4) that every HTTP client resolves away, not a value.
  if (parameter.in === 'header') {
    return value.filter((text) => printable.test(text) && text.trim() === text);
  }
  return parameter.in === 'path' ? value.filter((text) => text !== '.' && text !== '..') : value;
}

type Request = {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
};

function requestsFor(operation: Operation): fc.Arbitrary<Request> {
  const parameters = operation.parameters ?? [];
  const part = (where: Parameter['in']) => {
    const inPart = parameters.filter((parameter) => parameter.in === where);
    return fc.record(
      Object.fromEntries(inPart.map((parameter) => [parameter.name, parameterValue(parameter)])),
      {
        requiredKeys: inPart
          .filter((parameter) => parameter.required || where === 'path')
          .map((parameter) => parameter.name),
      },
    ) as fc.Arbitrary<Record<string, string>>;
  };
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: part('path'),
    query: part('query'),
    headers: part('header'),
    ...(bodySchema ? { body: arbitraryFor(bodySchema) } : {}),
  });
}

function urlOf(path: string, request: Request): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.path[name] ?? ''),
  );
  const query = new URLSearchParams(request.query).toString();
  return query ? `${filled}?${query}` : filled;
}

const operations = Object.entries(apiDocument.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

describe('requests generated from openapi.json', () => {
  it.each(operations.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry]))(
    '%s answers only documented statuses, never a 5xx',
    async (_name, { path, method, operation }) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(operation), async (request) => {
          const headers = { ...request.headers };
          if (operation.security) {
            headers.authorization = `Bearer ${await signIn(sandbox(), 'aino.virtanen@example.com')}`;
          }
          const response = await sandbox().inject({
            method: method.toUpperCase() as 'GET',
            url: urlOf(path, request),
            headers,
            ...('body' in request ? { payload: request.body as object } : {}),
          });
          const documented = Object.keys(operation.responses);
          expect(documented, `${response.statusCode} ${response.body}`).toContain(
            String(response.statusCode),
          );
          expect(response.statusCode, response.body).toBeLessThan(500);
          // The request fits the document, so the API's own reading of it agrees: a refusal
          // is for what the data means (an unknown slug, a date in the past), never its shape.
          if (response.statusCode === 400) {
            expect(response.json().errors[0].code, response.body).not.toBe('INVALID_INPUT');
          }
        }),
        // A reseed takes about half a second: a few of those say as much as many.
        { numRuns: path === '/_sandbox/reset' ? 3 : 25 },
      );
    },
    30_000,
  );
});

describe('security in openapi.json', () => {
  it('is declared on exactly the operations that refuse a request without a token', async () => {
    for (const { path, method, operation } of operations) {
      const [request] = fc.sample(requestsFor(operation), { numRuns: 1, seed: 1 });
      if (!request) throw new Error('no request generated');
      const response = await sandbox().inject({
        method: method.toUpperCase() as 'GET',
        url: urlOf(path, request),
        headers: request.headers,
        ...('body' in request ? { payload: request.body as object } : {}),
      });
      const name = `${method.toUpperCase()} ${path}`;
      if (operation.security) {
        expect(response.statusCode, name).toBe(401);
        expect(response.json().errors[0].code, name).toBe('MISSING_ACCESS_TOKEN');
      } else {
        expect(response.statusCode, name).not.toBe(401);
      }
    }
  });
});

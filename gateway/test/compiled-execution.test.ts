import { Writable } from 'node:stream';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadSchemaFromSdl } from '@guest/schema';
import { isInputObjectType, isInterfaceType, isObjectType, parse } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isIntrospection, useCompiledExecution } from '../src/graphql/compiled-execution.ts';
import { buildTestGateway, graphql } from './support/gateway.ts';
import { startSandbox } from './support/sandbox.ts';

describe('compiled execution', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs the literal scalar notice of graphql-jit at debug instead of writing it to stderr', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const schema = makeExecutableSchema({
      typeDefs: 'type Query { twice(n: Int!, label: String!): String }',
      resolvers: {
        Query: {
          twice: (_: unknown, args: { n: number; label: string }) => args.label + args.n * 2,
        },
      },
    });
    const yoga = createYoga({ schema, plugins: [useCompiledExecution(logger)], logging: false });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stderr = vi.spyOn(process.stderr, 'write');

    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ twice(n: 21, label: "n=") }' }),
    });

    expect(await response.json()).toEqual({ data: { twice: 'n=42' } });
    expect(consoleError).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
    expect(lines.join('')).toMatch(/"level":20.*Scalar with variable inputs detected/);
    console.error('other messages still reach the console');
    expect(consoleError).toHaveBeenCalledWith('other messages still reach the console');
  });

  it('leaves documents that read the schema to the reference executor', () => {
    expect(isIntrospection(parse('{ __schema { types { name } } }'))).toBe(true);
    expect(
      isIntrospection(parse('query { ...Q } fragment Q on Query { __type(name: "X") { name } }')),
    ).toBe(true);
    expect(isIntrospection(parse('{ reservation(slug: "s") { __typename id } }'))).toBe(false);
  });

  // graphql-jit reads graphql 16's `defaultValue`; graphql 17 keeps SDL defaults elsewhere, so a
  // compiled query passes no value where the schema promises a default. Each default below is
  // therefore applied again where it is read (`connectionFromArray`: 20, the category
  // availability call: no children); a new one must be, and be added here.
  it('knows every schema default, each applied again by the code that reads it', () => {
    const withDefaults: string[] = [];
    for (const type of Object.values(loadSchemaFromSdl().getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (field.astNode?.defaultValue) withDefaults.push(`${type.name}.${field.name}`);
        }
      }
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          for (const argument of field.args) {
            if (argument.astNode?.defaultValue)
              withDefaults.push(`${type.name}.${field.name}(${argument.name})`);
          }
        }
      }
    }
    expect(withDefaults.toSorted()).toEqual([
      'CategoryAvailabilityInput.childrenCount',
      'Reservation.orderedItems(first)',
      'ReservationSummary.orderedItems(first)',
      'Viewer.activeReservations(first)',
    ]);
  });

  it('runs on graphql’s own executor with GRAPHQL_JIT=off, answering exactly as compiled', async () => {
    const sandbox = await startSandbox();
    const compiled = await buildTestGateway({ coreApiUrl: sandbox.url });
    const interpreted = await buildTestGateway({
      coreApiUrl: sandbox.url,
      env: { GRAPHQL_JIT: 'off' },
    });
    try {
      const booked = await sandbox.createReservation({ nights: 3 });
      const stay = {
        query: `query Stay($slug: String!) { reservation(slug: $slug) {
          id slug startDate endDate arrivalTime departureTime guestCount nightsCount status pageState
          totalPrice { amountMinor decimalAmount currencyCode }
          property { name timeZone contacts { phone } }
          orderedItems { totalCount edges { cursor } }
          offeredProducts { productId type priceGross { decimalAmount } }
          cancellationPolicy { cancellationType }
          keys { keyId type accessType unavailability { code } } } }`,
        variables: { slug: booked.slug },
      };
      const withJit = await graphql(compiled, stay);
      const withoutJit = await graphql(interpreted, stay);
      expect(withJit.body.errors).toBeUndefined();
      expect(withoutJit.body).toEqual(withJit.body);
      const refused = {
        query: '{ reservation(slug: "x") { orderedItems(first: 0) { totalCount } } }',
      };
      expect((await graphql(interpreted, refused)).body).toEqual(
        (await graphql(compiled, refused)).body,
      );
    } finally {
      await compiled.close();
      await interpreted.close();
      await sandbox.close();
    }
    // A sandbox and two gateways start inside the test.
  }, 30_000);
});

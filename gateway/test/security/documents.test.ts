import { describe, expect, it } from 'vitest';
import { documentLimits } from '../../src/hardening/armor.ts';
import { deeperThan, fullReservation } from '../support/documents.ts';
import {
  adHoc,
  corpusDocuments,
  expectNothingInternal,
  persisted,
  send,
  toolKey,
  useProductionGateway,
} from './support.ts';

// The security corpus, part 1: what a document may ask of a production gateway. Shape limits are
// probed with the internal tools' key, since without it no ad-hoc document runs at all; each
// refused document is valid against the schema and would reach the core API if it executed.
const { sandbox, gateway } = useProductionGateway();

const times = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index)).join(' ');

describe('security corpus: the schema stays private', () => {
  it.each([
    ['__schema', '{ __schema { types { name } } }'],
    ['__type', '{ __type(name: "Reservation") { fields { name } } }'],
  ])('refuses introspection through %s, even with a tool key', async (_, query) => {
    const answer = await adHoc(gateway(), query);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('serves no GraphiQL page', async () => {
    const answer = await send(gateway(), {
      method: 'GET',
      headers: { accept: 'text/html' },
    });
    expect(answer.text).not.toMatch(/graphiql/i);
  });

  it.each([
    ['a field', '{ reservation(slug: "s") { slugg } }'],
    ['an argument', '{ reservation(slg: "s") { slug } }'],
    [
      'an input-object field',
      'mutation { addCard(slug: "s", card: { nme: "A", type: VISA, expirationDate: "2030-01", numberMasked: "4242", transactionId: "t" }) { ok } }',
    ],
    ['an enum value', '{ reservation(slug: "s") { keys { unavailability(code: NOT_PAI) } } }'],
    ['a type', 'query($x: Reservatio) { __typename }'],
  ])('suggests no name for a misspelt %s', async (_, query) => {
    const answer = await adHoc(gateway(), query);
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    expectNothingInternal(answer);
  });

  it('suggests no input-object field name from variables either', async () => {
    const answer = await persisted(gateway(), 'AddCard', {
      slug: 's',
      card: {
        nme: 'A',
        type: 'VISA',
        expirationDate: '2030-01',
        numberMasked: '4242',
        transactionId: 't',
      },
    });
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    expectNothingInternal(answer);
    expect(sandbox().calls).toEqual([]);
  });
});

describe('security corpus: documents stay within their limits', () => {
  const beyond = {
    depth: deeperThan(documentLimits.maxDepth),
    aliases: `{ ${times(documentLimits.maxAliases + 5, (index) => `a${index}: reservation(slug: "s") { slug }`)} }`,
    'aliases of __typename': `{ ${times(documentLimits.maxAliases + 5, (index) => `t${index}: __typename`)} }`,
    'aliases of a nested field': `{ reservation(slug: "s") { ${times(documentLimits.maxAliases + 5, (index) => `s${index}: slug`)} } }`,
    'aliases of nested __typename': `{ viewer { ${times(documentLimits.maxAliases + 5, (index) => `t${index}: __typename`)} } }`,
    'aliases spread over several fields': `{ ${times(documentLimits.maxAliases + 5, (index) => [`c${index}: clientConfiguration { __typename }`, `v${index}: viewer { __typename }`, `p${index}: property(key: "k") { __typename }`][index % 3] ?? '')} }`,
    directives: `{ reservation(slug: "s") { slug ${'@include(if: true) '.repeat(documentLimits.maxDirectives + 5)} } }`,
    tokens: `{ reservation(slug: "s") { ${'slug '.repeat(documentLimits.maxTokens)} } }`,
    cost: `{ ${times(3, (index) => `r${index}: ${fullReservation}`)} }`,
  };

  it.each(Object.entries(beyond))(
    'refuses a document beyond the %s limit before execution',
    async (limit, query) => {
      const answer = await adHoc(gateway(), query);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe(
        limit === 'cost' ? 'COST_ESTIMATED_TOO_EXPENSIVE' : 'GRAPHQL_VALIDATION_FAILED',
      );
      expectNothingInternal(answer);
      expect(sandbox().calls).toEqual([]);
    },
  );
});

describe('security corpus: only trusted documents run for browsers', () => {
  const query = corpusDocuments.get('Stay') ?? '';

  it.each([
    ['without a key', {}],
    ['with a wrong key', { 'x-api-key': `${toolKey}-guess` }],
    ['with an empty key', { 'x-api-key': '' }],
  ])('refuses an ad-hoc document %s', async (_, headers) => {
    const answer = await send(gateway(), { payload: { query, variables: { slug: 's' } }, headers });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    expect(sandbox().calls).toEqual([]);
  });

  it.each([
    ['an unknown id', { documentId: 'made-up', variables: {} }],
    ['an id with a document beside it', { documentId: 'made-up', query, variables: { slug: 's' } }],
  ])('refuses %s', async (_, payload) => {
    const answer = await send(gateway(), { payload });
    expect(answer.body.data ?? undefined).toBeUndefined();
    expect(sandbox().calls).toEqual([]);
  });

  it('refuses batched operations with a message, before any of them runs', async () => {
    const answer = await send(gateway(), {
      payload: [
        { documentId: 'Stay', variables: { slug: 's' } },
        { documentId: 'Stay', variables: { slug: 't' } },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/batch/i);
    expect(sandbox().calls).toEqual([]);
  });
});

import { isNonNullType, isObjectType, isScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { identifierDirective } from '../../src/graphql/identifiers.ts';
import { buildSchema } from '../../src/graphql/yoga.ts';
import { persisted, useProductionGateway } from './support.ts';

// The security corpus, part 6: identifiers that reach a core API path or header. A slug or id
// of `..` used to collapse the path (`reservation(slug: "..")` called `GET /`,
// `cancelReservation(slug: "..")` sent `PATCH /`), and a slug outside Latin-1 failed as a
// network outage. Every one is now refused at the schema boundary, before the core API.
const { sandbox, gateway } = useProductionGateway();

const illFormed: [string, string][] = [
  ['a parent segment', '..'],
  ['a current segment', '.'],
  ['a path', '../orders'],
  ['a slash', 'demo-stay-helsinki/..'],
  ['an encoded dot segment', '%2e%2e'],
  ['an empty value', ''],
  ['a space', 'demo stay'],
  ['101 characters', 'a'.repeat(101)],
  ['an emoji', 'stay-😀'],
  ['a NUL', 'stay\u0000x'],
  ['CR/LF', 'stay\r\nx-injected: 1'],
  ['a Latin-1 letter', 'säätö'],
];

describe('security corpus: identifiers reaching core API paths', () => {
  it.each(illFormed)('refuses a slug with %s as bad input, calling nothing', async (_, slug) => {
    for (const [document, variables] of [
      ['Stay', { slug }],
      ['Cancel', { slug }],
      ['Unlock', { slug, keyId: 'some-key' }],
      ['Order', { slug, orderId: 'some-order' }],
    ] as const) {
      const answer = await persisted(gateway(), document, variables);
      expect(answer.body.errors?.[0]?.extensions, document).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'slug',
      });
    }
    expect(sandbox().calls).toEqual([]);
  });

  it.each(illFormed)('refuses an order id or key id with %s the same way', async (_, id) => {
    const order = await persisted(gateway(), 'Order', { slug: 'demo-stay-helsinki', orderId: id });
    expect(order.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'orderId',
    });
    const unlock = await persisted(gateway(), 'Unlock', { slug: 'demo-stay-helsinki', keyId: id });
    expect(unlock.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'propertyKeyId',
    });
    expect(sandbox().calls).toEqual([]);
  });

  it('still reads a stay by a well-formed slug', async () => {
    const answer = await persisted(gateway(), 'Stay', { slug: 'demo-stay-helsinki' });
    expect(answer.body.data).toEqual({
      reservation: { slug: 'demo-stay-helsinki', confirmationNumber: 'BK-100001' },
    });
  });

  // A new root field taking a slug or an id must carry the rule too.
  it('confines every slug and id argument of the root fields', () => {
    const schema = buildSchema();
    const unconfined: string[] = [];
    for (const root of [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ]) {
      if (!isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        for (const argument of field.args) {
          const named = /^(slug|\w*Id)$/.test(argument.name);
          const type = isNonNullType(argument.type) ? argument.type.ofType : argument.type;
          if (!named || !isScalarType(type)) continue;
          const confined = argument.astNode?.directives?.some(
            (directive) => directive.name.value === identifierDirective,
          );
          if (!confined) unconfined.push(`${root.name}.${field.name}(${argument.name})`);
        }
      }
    }
    expect(unconfined).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { loadSchemaFromSdl } from '@guest/schema';
import { NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { webOperationCosts, withTypenameEverywhere } from '../scripts/document-costs.ts';
import { documentLimits } from '../src/hardening/armor.ts';
import { documentCosts } from '../src/hardening/cost.ts';

const schema = loadSchemaFromSdl();
const cost = (text: string) => [...documentCosts(schema, parse(text)).values()][0];

describe('the cost of an operation', () => {
  it('counts a leaf 1 and an object 2 plus 1.5 times what it selects', () => {
    expect(cost('{ reservation(slug: "s") { slug } }')).toBe(Math.round(2 + 1.5 * 1));
    expect(cost('{ reservation(slug: "s") { slug property { name city } } }')).toBe(
      Math.round(2 + 1.5 * (1 + (2 + 1.5 * 2))),
    );
  });

  it('counts __typename as nothing, wherever it is selected', () => {
    const plain = '{ reservation(slug: "s") { slug property { name } } }';
    const everywhere =
      '{ __typename reservation(slug: "s") { __typename slug property { __typename name } } }';
    expect(cost(everywhere)).toBe(cost(plain));
  });

  it('costs a field the same selected directly, in an inline fragment or in a named fragment', () => {
    const direct = cost('{ reservation(slug: "s") { slug property { name } } }');
    expect(
      cost('{ reservation(slug: "s") { ... on Reservation { slug ... { property { name } } } } }'),
    ).toBe(direct);
    expect(
      cost(`query Q { reservation(slug: "s") { ...A } }
        fragment A on Reservation { ...B property { ...C } }
        fragment B on Reservation { slug }
        fragment C on Property { name }`),
    ).toBe(direct);
  });

  it('reads a list first or last times: the literal, a variable’s default, else the argument’s default', () => {
    const items = (argument: string) =>
      `query Q($n: Int = 5, $m: Int) { reservation(slug: "s") { orderedItems${argument} { edges { node { id } } } } }`;
    const perItem = (size: number) =>
      Math.round(2 + 1.5 * (2 + 1.5 * (2 + 1.5 * (2 + 1.5))) * size);
    expect(cost(items('(first: 3)'))).toBe(perItem(3));
    expect(cost(items('(first: $n)'))).toBe(perItem(5));
    // `orderedItems(first: Int = 20)`: a variable without a default, or no argument, reads 20.
    expect(cost(items('(first: $m)'))).toBe(perItem(20));
    expect(cost(items(''))).toBe(perItem(20));
  });

  it('does not recurse for ever on a fragment cycle (validation reports it)', () => {
    expect(
      cost(`{ reservation(slug: "s") { ...A } }
        fragment A on Reservation { slug ...B }
        fragment B on Reservation { status ...A }`),
    ).toBe(Math.round(2 + 1.5 * 2));
  });
});

describe('the web client’s operations', () => {
  it('all fit the limit, with __typename in every selection as normalising clients send them', () => {
    const costs = webOperationCosts();
    expect(costs.length).toBeGreaterThan(40);
    for (const { operation, asSent, withTypename } of costs) {
      expect(withTypename, operation).toBe(asSent);
      expect(withTypename, operation).toBeLessThanOrEqual(documentLimits.maxCost);
    }
  });

  it('read no deprecated field (a client of ours shows the way other teams should take)', () => {
    const documents = JSON.parse(
      readFileSync(new URL('../../web/persisted-documents.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const deprecatedReads = Object.values(documents).flatMap((text) =>
      validate(schema, parse(text), [NoDeprecatedCustomRule]).map((error) => error.message),
    );
    expect(deprecatedReads).toEqual([]);
  });

  it('adds __typename to every selection but the operation’s root, as Apollo Client does', () => {
    const documents = JSON.parse(
      readFileSync(new URL('../../web/persisted-documents.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const stay = Object.values(documents).find((text) => text.startsWith('query StayRouteQuery'));
    if (!stay) throw new Error('no stay query');
    const document = withTypenameEverywhere(parse(stay));
    let selectionSets = 0;
    let withTypename = 0;
    JSON.stringify(document, (key, value) => {
      if (key === 'selectionSet' && value) {
        selectionSets++;
        if (
          value.selections.some(
            (selection: { name?: { value: string } }) => selection.name?.value === '__typename',
          )
        )
          withTypename++;
      }
      return value;
    });
    // Every selection set but the operation's own root one.
    expect(withTypename).toBe(selectionSets - 1);
  });
});

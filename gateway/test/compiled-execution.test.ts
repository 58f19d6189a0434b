import { loadSchemaFromSdl } from '@guest/schema';
import { isInputObjectType, isInterfaceType, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isIntrospection } from '../src/graphql/compiled-execution.ts';

describe('compiled execution', () => {
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
      'Viewer.activeReservations(first)',
    ]);
  });
});

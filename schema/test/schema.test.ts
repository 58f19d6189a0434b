import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  parse,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { breakingChanges, unrecorded } from '../scripts/breaking-changes.ts';
import { isUpToDate } from '../scripts/printed-schema.ts';
import { loadSchemaFromSdl, readTypeDefs, schemaFile } from '../src/load.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the schema contract', () => {
  it('schema.graphql is generated from src/ (run `pnpm --filter @guest/schema build`)', () => {
    expect(isUpToDate(readFileSync(schemaFile, 'utf8')), 'schema.graphql is stale').toBe(true);
  });

  it('describes every type, field, argument and enum value', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(loadSchemaFromSdl().getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && !type.astNode)) continue;
      if (!type.description) undocumented.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
          for (const argument of 'args' in field ? field.args : []) {
            if (!argument.description)
              undocumented.push(`${type.name}.${field.name}(${argument.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) {
          if (!value.description) undocumented.push(`${type.name}.${value.name}`);
        }
      }
      if (isUnionType(type) && !type.description) undocumented.push(type.name);
    }
    expect(undocumented).toEqual([]);
  });

  const published = () => buildSchema(readFileSync(join(root, 'published.graphql'), 'utf8'));
  const changelog = () => readFileSync(join(root, 'CHANGELOG.md'), 'utf8');

  it('has no unrecorded breaking change since published.graphql (`pnpm --filter @guest/schema diff`)', async () => {
    expect(
      unrecorded(await breakingChanges(published(), loadSchemaFromSdl()), changelog()),
    ).toEqual([]);
  });

  it('fails the same check when a published field is removed from src/ without an entry', async () => {
    const withoutGuestCount = visit(parse(readTypeDefs()), {
      FieldDefinition(field, _key, _parent, _path, ancestors) {
        const owner = ancestors.at(-1);
        const inReservation =
          owner !== undefined &&
          'kind' in owner &&
          owner.kind === Kind.OBJECT_TYPE_DEFINITION &&
          owner.name.value === 'Reservation';
        return inReservation && field.name.value === 'guestCount' ? null : undefined;
      },
    });
    const changes = await breakingChanges(published(), buildASTSchema(withoutGuestCount));
    expect(unrecorded(changes, changelog()).map((change) => change.path)).toEqual([
      'Reservation.guestCount',
    ]);
  });
});

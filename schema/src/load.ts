import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildASTSchema, type GraphQLSchema, parse } from 'graphql';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const sdlDirectory = join(root, 'src');

/** The merged, generated schema file (see scripts/print-schema.ts). */
export const schemaFile = join(root, 'schema.graphql');

/** The SDL of every domain file in src/, in a stable order, as one document. */
export function readTypeDefs(): string {
  return readdirSync(sdlDirectory)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(sdlDirectory, name), 'utf8'))
    .join('\n');
}

/** Builds an executable-shape schema (no resolvers) from the domain SDL files. */
export function loadSchemaFromSdl(): GraphQLSchema {
  return buildASTSchema(parse(readTypeDefs()));
}

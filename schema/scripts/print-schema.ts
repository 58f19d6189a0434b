// Merges the domain SDL files of src/ into schema.graphql: the one file that relay-compiler,
// graphql-codegen and the schema-diff check read. Run with --check to fail when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { schemaFile } from '../src/load.ts';
import { isUpToDate, printedSchema } from './printed-schema.ts';

if (process.argv.includes('--check')) {
  if (!isUpToDate(readFileSync(schemaFile, 'utf8'))) {
    console.error('schema/schema.graphql is stale: run `pnpm --filter @guest/schema build`.');
    process.exit(1);
  }
} else {
  writeFileSync(schemaFile, printedSchema());
}

// Fails when schema.graphql breaks published.graphql without the CHANGELOG recording it
// (the rule is in breaking-changes.ts). Run: pnpm --filter @guest/schema diff
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { loadSchemaFromSdl } from '../src/load.ts';
import { breakingChanges, unrecorded } from './breaking-changes.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const published = buildSchema(readFileSync(join(root, 'published.graphql'), 'utf8'));
const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');

const breaking = await breakingChanges(published, loadSchemaFromSdl());
const missing = unrecorded(breaking, changelog);

for (const change of breaking) {
  const status = missing.includes(change) ? 'NOT RECORDED' : 'recorded';
  console.log(`${status.padEnd(12)} ${change.path}: ${change.message}`);
}
if (missing.length > 0) {
  console.error(
    `\n${missing.length} breaking change(s) not recorded. List each path in backticks under "## Unreleased" in schema/CHANGELOG.md, or make the change additive.`,
  );
  process.exit(1);
}
console.log(
  breaking.length === 0
    ? 'No breaking changes since published.graphql.'
    : 'All breaking changes are recorded.',
);

// Writes openapi.json from the routes' schemas; `--check` exits non-zero when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { openApiPath, renderOpenApi } from '../src/openapi.ts';

const rendered = await renderOpenApi();
if (process.argv.includes('--check')) {
  if (readFileSync(openApiPath, 'utf8') !== rendered) {
    console.error('sandbox/openapi.json is stale: run `pnpm --filter @guest/sandbox openapi`.');
    process.exit(1);
  }
  console.log('openapi.json is up to date.');
} else {
  writeFileSync(openApiPath, rendered);
  console.log(`wrote ${openApiPath}`);
}

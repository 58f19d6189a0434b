// Regenerates src/upstream/openapi.generated.ts from the sandbox's OpenAPI document, the
// contract of the core API. `--check` exits non-zero when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { generatedTypesFile, renderUpstreamTypes } from '../src/upstream/openapi-types.ts';

const rendered = await renderUpstreamTypes();
if (process.argv.includes('--check')) {
  if (readFileSync(generatedTypesFile, 'utf8') !== rendered) {
    console.error(
      'src/upstream/openapi.generated.ts is stale: run `pnpm --filter @guest/gateway upstream-types`.',
    );
    process.exit(1);
  }
} else {
  writeFileSync(generatedTypesFile, rendered);
}

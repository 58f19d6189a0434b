// Writes examples/persisted-query-manifest.json from examples/operations.ts with Apollo's own
// generate-persisted-query-manifest (as the examples' CI would): every operation with
// `__typename` added as Apollo Client sends it, under the SHA-256 of its text. `--check` fails
// when the file is stale (part of `verify`).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePersistedQueryManifest } from '@apollo/generate-persisted-query-manifest';

const gatewayRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const exampleManifestFile = join(gatewayRoot, 'examples', 'persisted-query-manifest.json');

export async function renderExampleManifest(): Promise<string> {
  const manifest = await generatePersistedQueryManifest(
    { documents: [join(gatewayRoot, 'examples', 'operations.ts')] },
    undefined,
  );
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fresh = await renderExampleManifest();
  if (process.argv.includes('--check')) {
    if (readFileSync(exampleManifestFile, 'utf8') !== fresh) {
      console.error(
        'examples/persisted-query-manifest.json is stale: run `pnpm --filter @guest/gateway examples:manifest`',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(exampleManifestFile, fresh);
    console.log('examples/persisted-query-manifest.json written.');
  }
}

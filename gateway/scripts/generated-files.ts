// Whether the gateway's generated files say what their sources say: the resolver types
// (the repository's codegen.ts from schema/schema.graphql) and the upstream types (from sandbox/openapi.json).
// Used by `verify` and by test/generated.test.ts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import codegenConfig from '../../codegen.ts';
import { generatedTypesFile, renderUpstreamTypes } from '../src/upstream/openapi-types.ts';
import { exampleManifestFile, renderExampleManifest } from './example-manifest.ts';

const gatewayRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = join(gatewayRoot, '..');

/** The stale generated files, each with the command that regenerates it; empty when all are fresh. */
export async function staleGeneratedFiles(): Promise<string[]> {
  const stale: string[] = [];
  const targets = Object.entries(codegenConfig.generates);
  if (targets.length === 0) throw new Error('codegen.ts generates nothing');
  const generated = await generate(
    {
      ...codegenConfig,
      schema: join(repositoryRoot, 'schema', 'schema.graphql'),
      generates: Object.fromEntries(
        targets.map(([target, output]) => [join(repositoryRoot, target), output]),
      ),
      silent: true,
    },
    false,
  );
  for (const [target] of targets) {
    const file = join(repositoryRoot, target);
    const fresh = generated.find((each: { filename: string }) => each.filename === file);
    if (fresh?.content !== readFileSync(file, 'utf8')) {
      stale.push(`${target} (run \`pnpm codegen\`: codegen.ts at the repository root)`);
    }
  }
  if ((await renderExampleManifest()) !== readFileSync(exampleManifestFile, 'utf8')) {
    stale.push(
      'gateway/examples/persisted-query-manifest.json (run `pnpm --filter @guest/gateway examples:manifest`)',
    );
  }
  if ((await renderUpstreamTypes()) !== readFileSync(generatedTypesFile, 'utf8')) {
    stale.push(
      'gateway/src/upstream/openapi.generated.ts (run `pnpm --filter @guest/gateway upstream-types`)',
    );
  }
  return stale;
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import codegenConfig from '../../codegen.ts';
import { generatedTypesFile, renderUpstreamTypes } from '../src/upstream/openapi-types.ts';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('generated files are up to date', () => {
  it('resolver types match schema/schema.graphql (run `pnpm --filter @guest/gateway codegen`)', async () => {
    const [target, output] = Object.entries(codegenConfig.generates)[0] ?? [];
    if (!target || !output) throw new Error('codegen.ts generates nothing');
    const [generated] = await generate(
      {
        ...codegenConfig,
        schema: join(repositoryRoot, 'schema', 'schema.graphql'),
        generates: { [join(repositoryRoot, target)]: output },
        silent: true,
      },
      false,
    );
    const committed = readFileSync(join(repositoryRoot, target), 'utf8');
    expect(generated?.content === committed, `${target} is stale`).toBe(true);
  });

  it('upstream types match sandbox/openapi.json (run `pnpm --filter @guest/gateway upstream-types`)', async () => {
    const committed = readFileSync(generatedTypesFile, 'utf8');
    expect((await renderUpstreamTypes()) === committed, 'openapi.generated.ts is stale').toBe(true);
  });
});

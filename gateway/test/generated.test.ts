import { describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from '../scripts/generated-files.ts';

describe('generated files are up to date', () => {
  it('resolver types match schema/schema.graphql and upstream types match sandbox/openapi.json', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  });
});

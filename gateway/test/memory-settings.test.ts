import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionMemoryEnv } from '../scripts/bench/stack.ts';

// The memory bounds bench:soak measures are the ones the production topology runs with.
describe('memory bounds', () => {
  const compose = readFileSync(join(import.meta.dirname, '..', '..', 'docker-compose.yml'), 'utf8');
  const gateway = compose.slice(compose.indexOf('x-gateway:'), compose.indexOf('services:'));

  it.each(Object.entries(productionMemoryEnv))('gives the gateways %s=%s', (name, value) => {
    const line = new RegExp(`^\\s+${name}: "?([^"\\n]+)"?$`, 'm').exec(gateway);
    expect(line?.[1]).toBe(value);
  });
});

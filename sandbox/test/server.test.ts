import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { testNow } from './support.ts';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'sandbox-test-'));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('database file', () => {
  it('is created, migrated and seeded on first start, and not re-seeded later', async () => {
    const databasePath = join(scratch, 'nested', 'sandbox.sqlite');
    const first = await createSandbox({ databasePath, now: () => new Date(testNow) });
    const created = (await first.inject({ method: 'POST', url: '/_sandbox/reservations' })).json()
      .data;
    await first.close();

    const second = await createSandbox({ databasePath, now: () => new Date(testNow) });
    try {
      expect((await second.inject(`/check-in/${created.slug}`)).statusCode).toBe(200);
      expect((await second.inject('/check-in/demo-stay-helsinki')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('server entry', () => {
  it.each([
    ['SANDBOX_PORT', 'abc'],
    ['SANDBOX_PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['SANDBOX_PAY_PAGE_ORIGINS', 'https://guest.example.com/path'],
  ])('refuses to start when %s is %s, naming the value', (name, value) => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { ...process.env, SANDBOX_DATABASE: ':memory:', [name]: value },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(name);
    expect(result.stderr).toContain(`'${value}'`);
  });
});

describe('server entry secrets', () => {
  it('refuses a short SANDBOX_JWT_SECRET at start without printing it', () => {
    const secret = 'too-short-secret';
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { ...process.env, SANDBOX_DATABASE: ':memory:', SANDBOX_JWT_SECRET: secret },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('SANDBOX_JWT_SECRET');
    expect(result.stderr).not.toContain(secret);
  });
});

describe('unknown routes', () => {
  it('answer 404 ROUTE_NOT_FOUND in the envelope', async () => {
    const sandbox = await createSandbox({ now: () => new Date(testNow) });
    try {
      const response = await sandbox.inject({ method: 'DELETE', url: '/check-out' });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await sandbox.close();
    }
  });
});

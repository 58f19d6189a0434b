import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';

const sandbox = await createSandbox();
afterAll(() => sandbox.close());

describe('the Date header', () => {
  it('follows the sandbox clock, so clients deriving dates agree with the sandbox', async () => {
    const moved = await sandbox.inject({
      method: 'PUT',
      url: '/_sandbox/clock',
      payload: { now: '2026-12-01T10:00:00Z' },
    });
    expect(moved.statusCode).toBe(204);
    const answer = await sandbox.inject('/check-in/demo-stay-helsinki');
    const date = new Date(String(answer.headers.date));
    expect(Math.abs(date.getTime() - Date.parse('2026-12-01T10:00:00Z'))).toBeLessThan(5_000);

    await sandbox.inject({ method: 'DELETE', url: '/_sandbox/clock' });
    const real = await sandbox.inject('/check-in/demo-stay-helsinki');
    expect(Math.abs(new Date(String(real.headers.date)).getTime() - Date.now())).toBeLessThan(
      5_000,
    );
  });
});

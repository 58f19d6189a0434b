import { describe, expect, it } from 'vitest';
import { attemptLimitSettings } from '../../src/hardening/rate-limits.ts';
import { send, signIn, useProductionGateway } from './support.ts';

// The security corpus, part 11: sign-in cannot be turned against its owner. Five code requests
// for someone else's e-mail, from any IP, once stopped the owner getting a code for 15 minutes.
const { sandbox, gateway } = useProductionGateway();

type RequestCodeAnswer = {
  requestLoginCode: {
    ok: boolean;
    error: { code: string; retryAfterSeconds: number | null } | null;
  };
};

const requestCode = async (email: string, remoteAddress: string) => {
  const answer = await send(gateway(), {
    payload: { documentId: 'RequestCodeRetry', variables: { email } },
    remoteAddress,
  });
  return (answer.body.data as RequestCodeAnswer).requestLoginCode;
};

describe('security corpus: code requests for someone else', () => {
  const { perEmailAndIp, perEmailBeforeDelay, delayMs } = attemptLimitSettings.codeRequest;

  it('refuses the requester at its limit with when to retry, and signs the owner in from elsewhere', async () => {
    const victim = 'lena.schmidt@example.com';
    const attacker = '203.0.113.66';
    for (let attempt = 0; attempt < perEmailAndIp; attempt++) {
      expect((await requestCode(victim, attacker)).ok).toBe(true);
    }
    const refused = await requestCode(victim, attacker);
    expect(refused.error?.code).toBe('RATE_LIMITED');
    expect(refused.error?.retryAfterSeconds).toBeGreaterThan(890);
    expect(refused.error?.retryAfterSeconds).toBeLessThanOrEqual(900);

    const token = await signIn(gateway(), sandbox(), victim, '198.51.100.66');
    expect(token).not.toBe('');
  });

  it('slows code requests for an e-mail asked from many IPs, and the owner still gets one', async () => {
    const victim = 'james.carter@example.com';
    for (let attempt = 0; attempt < perEmailBeforeDelay; attempt++) {
      expect((await requestCode(victim, `203.0.113.${100 + attempt}`)).ok).toBe(true);
    }
    const started = Date.now();
    const token = await signIn(gateway(), sandbox(), victim, '198.51.100.67');
    expect(token).not.toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(delayMs - 100);
  });
});

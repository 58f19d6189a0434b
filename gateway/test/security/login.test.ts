import { describe, expect, it } from 'vitest';
import { attemptLimitSettings } from '../../src/hardening/rate-limits.ts';
import { latestCode, send, signIn, useProductionGateway } from './support.ts';

// The security corpus, part 11: sign-in cannot be turned against its owner. Five code requests
// for someone else's e-mail, from any IP, once stopped the owner getting a code for 15 minutes;
// then 40 requests from 40 addresses sent 40 e-mails to one mailbox in 8.7 s (issue 28, E3).
const { sandbox, gateway } = useProductionGateway();

type RequestCodeAnswer = {
  requestLoginCode: {
    ok: boolean;
    error: { code: string; field: string | null; retryAfterSeconds: number | null } | null;
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
  const { perEmailAndIp, perMailbox, mailboxWindowMs } = attemptLimitSettings.codeRequest;

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

  it('sends one mailbox no more than its share of codes from many addresses, and the owner still signs in', async () => {
    const victim = 'james.carter@example.com';
    // The probe's flood: 40 addresses at once, each asking a code for the same mailbox.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => requestCode(victim, `203.0.113.${100 + index}`)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(perMailbox);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(40 - perMailbox);
    for (const answer of refused) {
      expect(answer.error).toMatchObject({ code: 'RATE_LIMITED', field: 'email' });
      expect(answer.error?.retryAfterSeconds).toBeLessThanOrEqual(mailboxWindowMs / 1000);
    }
    expect(await codesSentTo(victim)).toBe(perMailbox);

    // The owner, on their own phone, gets no sixth e-mail but signs in with the newest code in
    // their inbox: the cap is on e-mails, never on signing in.
    const phone = '198.51.100.67';
    const asked = await requestCode(victim, phone);
    expect(asked.error).toMatchObject({ code: 'RATE_LIMITED', field: 'email' });
    expect(await codesSentTo(victim)).toBe(perMailbox);
    const signedIn = await send(gateway(), {
      payload: {
        documentId: 'VerifyCode',
        variables: { email: victim, code: await latestCode(sandbox(), victim) },
      },
      remoteAddress: phone,
    });
    expect(signedIn.body.data).toEqual({ verifyLoginCode: { ok: true, error: null } });
  });
});

/** How many e-mails with a code the sandbox sent to `email`. */
async function codesSentTo(email: string): Promise<number> {
  const response = await fetch(`${sandbox().url}/_sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: unknown[] };
  return data.length;
}

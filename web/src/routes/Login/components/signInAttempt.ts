import type { Environment } from 'react-relay';
import type { UserError } from '../../../relay/userError.ts';

/** A failure without a code from the gateway (no token, no key): 'Something went wrong'. */
export const somethingWentWrong: UserError = { code: 'UNKNOWN', field: null, message: 'no answer' };

/**
 * One login attempt: the e-mail and the key every resend and the verification carry. No key when
 * the mailbox already had its share of codes and the guest enters the newest one in it (the core
 * API checks a code without a key against the newest sent to the e-mail).
 */
export type Attempt = { email: string; idempotencyKey: string | null };

/**
 * The mailbox was sent its share of codes in the last minutes (`RATE_LIMITED` on the `email`):
 * no new one goes out, and the newest one in it still works.
 */
export function isMailboxFull(error: UserError): boolean {
  return error.code === 'RATE_LIMITED' && error.field === 'email';
}

/**
 * A fresh bot-check token (the `integrations/botCheck.ts` adapter), loaded when a code is about
 * to be sent: the widget's code is not needed to show the form.
 */
export async function freshBotCheckToken(
  environment: Environment,
  container: HTMLElement | null,
): Promise<string> {
  const { getBotCheckToken } = await import('../../../integrations/botCheck.ts');
  return getBotCheckToken(environment, container ? { container } : {});
}

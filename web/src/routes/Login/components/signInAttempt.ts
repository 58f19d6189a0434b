import type { Environment } from 'react-relay';
import type { UserError } from '../../../relay/userError.ts';

/** A failure without a code from the gateway (no token, no key): 'Something went wrong'. */
export const somethingWentWrong: UserError = { code: 'UNKNOWN', field: null, message: 'no answer' };

/** One login attempt: the e-mail and the key every resend and the verification carry. */
export type Attempt = { email: string; idempotencyKey: string };

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

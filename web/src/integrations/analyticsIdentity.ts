/**
 * Who the analytics calls are about: sign-in and logout only, so the product screens that
 * `track` do not carry it.
 */
import { track, withClient } from './analytics.ts';

/**
 * The customer who signed in (`identify`, then `User Authenticated` as that customer, spec §7):
 * sign-in calls this once the session exists. The e-mail only decides the staff flag (spec §6);
 * it is not sent.
 */
export function identifyCustomer(
  user: { id: string; email: string },
  properties: Record<string, unknown> = {},
): void {
  withClient((client, pageUrl) => client.identify(user, pageUrl));
  track('User Authenticated', properties);
}

/** Logout: the device's later calls are no longer the customer's. */
export function forgetCustomer(): void {
  withClient((client) => client.reset());
}

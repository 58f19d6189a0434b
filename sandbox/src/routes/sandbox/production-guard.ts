import type { onRequestAsyncHookHandler } from 'fastify';
import { forbidden } from '../../errors.ts';

/** The onRequest hook of every test helper: in production they exist but refuse with 403. */
export function refuseInProduction(production: boolean): onRequestAsyncHookHandler {
  return async () => {
    if (production) {
      throw forbidden(
        'SANDBOX_HELPERS_DISABLED',
        'Sandbox test helpers are disabled in production mode',
      );
    }
  };
}

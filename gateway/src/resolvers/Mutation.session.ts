import { clearSessionCookie } from '../auth/session-cookie.ts';
import type { MutationResolvers } from '../graphql/resolvers.generated.ts';

/** Root mutations that end the browser session. */
export const sessionMutations: Pick<MutationResolvers, 'logOut'> = {
  logOut: (_, __, { reply }) => {
    clearSessionCookie(reply);
    return { ok: true };
  },
};

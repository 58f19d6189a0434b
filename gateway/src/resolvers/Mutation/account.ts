import { GatewayError } from '../../errors/gateway-error.ts';
import { failureLogFields, reportedUserError } from '../../errors/user-error.ts';
import { viewerKey } from '../../graphql/loaders.ts';
import type { MutationResolvers } from '../../graphql/resolvers.generated.ts';
import { giveMarketingConsent } from '../../upstream/account.ts';

/** Changes to the signed-in customer's account. */
export const accountMutations: Pick<MutationResolvers, 'giveMarketingConsent'> = {
  giveMarketingConsent: async (_, __, { session, upstream, loaders, logger }) => {
    try {
      if (!session) throw GatewayError.of('UNAUTHENTICATED');
      const customer = await loaders.viewerCustomer.load(viewerKey);
      if (!customer) throw GatewayError.of('CUSTOMER_NOT_FOUND');
      await giveMarketingConsent(upstream, customer.id);
      // The PATCH answers the customer without referral codes: read the full profile again. The
      // consent is given by now, so a failed read answers no profile rather than a refusal.
      const profile = await loaders.viewerCustomer
        .clear(viewerKey)
        .load(viewerKey)
        .catch((error: unknown) => {
          logger.warn(failureLogFields(error), 'profile read after marketing consent failed');
          return undefined;
        });
      return { ok: true, profile: profile ?? null, error: null };
    } catch (error) {
      return { ok: false, profile: null, error: reportedUserError(error, logger) };
    }
  },
};

import { toGraphQLEnum } from '../derive/enums.ts';
import type { QueryResolvers } from '../graphql/resolvers.generated.ts';

const environments = ['PRODUCTION', 'STAGE', 'TEST', 'DEVELOPMENT'] as const;

/** Root fields that expose the gateway's public configuration. */
export const configurationQueries: Pick<QueryResolvers, 'clientConfiguration'> = {
  clientConfiguration: (_, __, { config }) => ({
    environment: toGraphQLEnum(config.environment, environments, 'DEVELOPMENT'),
    botCheckSiteKey: config.botCheckSiteKey,
    cardPayPageUrl: config.addresses.cardPayPage,
    bookingAppUrl: config.addresses.bookingApp,
    receptionAppUrl: config.addresses.receptionApp,
    mainBrandGuestAppUrl: config.addresses.mainBrandGuestApp,
    whiteLabelGuestAppUrl: config.addresses.whiteLabelGuestApp,
  }),
};

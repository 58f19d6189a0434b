import { toGraphQLEnum } from '../../derive/enums.ts';
import type { QueryResolvers } from '../../graphql/resolvers.generated.ts';
import { AppEnvironment } from '../../graphql/schema-types.generated.ts';

/** Root fields that expose the gateway's public configuration. */
export const configurationQueries: Pick<QueryResolvers, 'clientConfiguration'> = {
  clientConfiguration: (_, __, { config }) => ({
    environment: toGraphQLEnum(config.environment, AppEnvironment, 'DEVELOPMENT'),
    botCheckSiteKey: config.botCheckSiteKey,
    developmentBotCheckToken: config.developmentBotCheckToken,
    cardPayPageUrl: config.addresses.cardPayPage,
    bookingAppUrl: config.addresses.bookingApp,
    receptionAppUrl: config.addresses.receptionApp,
    mainBrandGuestAppUrl: config.addresses.mainBrandGuestApp,
    whiteLabelGuestAppUrl: config.addresses.whiteLabelGuestApp,
  }),
};

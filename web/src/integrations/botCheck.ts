import { type Environment, fetchQuery, graphql } from 'react-relay';
import type { botCheckQuery } from './__generated__/botCheckQuery.graphql.ts';

const configurationQuery = graphql`
  query botCheckQuery {
    clientConfiguration {
      botCheckSiteKey
      developmentBotCheckToken
    }
  }
`;

export type BotCheckOptions = {
  /** Where the widget may show a challenge; by default a box at the bottom of the page. */
  container?: HTMLElement;
  locale?: string;
};

/**
 * The bot-check adapter: a fresh token for one login-code request (each token is single-use).
 * The site key comes per environment from the gateway (`clientConfiguration`); in development
 * and test the gateway also hands out the core API's sandbox token, used as it is without the
 * widget. Production always runs the widget (`botCheck/turnstileWidget.ts`, loaded lazily).
 */
export async function getBotCheckToken(
  environment: Environment,
  options: BotCheckOptions = {},
): Promise<string> {
  const answer = await fetchQuery<botCheckQuery>(
    environment,
    configurationQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  ).toPromise();
  const configuration = answer?.clientConfiguration;
  if (!configuration) throw new Error('The bot-check configuration could not be loaded.');
  if (configuration.developmentBotCheckToken) return configuration.developmentBotCheckToken;
  const { solveBotCheck } = await import('./botCheck/turnstileWidget.ts');
  return solveBotCheck(configuration.botCheckSiteKey, options);
}

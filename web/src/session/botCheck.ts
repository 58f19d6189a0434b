import { type Environment, fetchQuery, graphql } from 'react-relay';
import type { botCheckQuery } from './__generated__/botCheckQuery.graphql.ts';

/**
 * The bot-check token a login-code request carries (spec §5). Outside production the gateway
 * hands out the token its core API accepts (`developmentBotCheckToken`), so sign-in works, and
 * is tested, without solving a widget. In production the Turnstile widget runs in `container`
 * with the environment's site key: invisible unless Cloudflare wants the guest to interact.
 *
 * Lives here until the bot-check integration adapter (integrations/) exists; it is the only
 * caller of the widget.
 */
const botCheckConfiguration = graphql`
  query botCheckQuery {
    clientConfiguration {
      botCheckSiteKey
      developmentBotCheckToken
    }
  }
`;

export async function botCheckToken(
  environment: Environment,
  container: HTMLElement | null,
): Promise<string> {
  const answer = await fetchQuery<botCheckQuery>(
    environment,
    botCheckConfiguration,
    {},
  ).toPromise();
  const configuration = answer?.clientConfiguration;
  if (!configuration) throw new Error('No client configuration');
  if (configuration.developmentBotCheckToken) return configuration.developmentBotCheckToken;
  if (!container) throw new Error('No place for the bot-check widget');
  return solveTurnstile(configuration.botCheckSiteKey, container);
}

type Turnstile = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      appearance: 'interaction-only';
      callback: (token: string) => void;
      'error-callback': () => void;
    },
  ) => string;
  remove: (widgetId: string) => void;
};

const turnstileScript = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loadingTurnstile: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  loadingTurnstile ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = turnstileScript;
    script.async = true;
    script.onload = () => {
      const turnstile = (window as { turnstile?: Turnstile }).turnstile;
      if (turnstile) resolve(turnstile);
      else reject(new Error('Bot-check widget did not start'));
    };
    script.onerror = () => {
      loadingTurnstile = null;
      reject(new Error('Bot-check widget could not be loaded'));
    };
    document.head.append(script);
  });
  return loadingTurnstile;
}

async function solveTurnstile(siteKey: string, container: HTMLElement): Promise<string> {
  const turnstile = await loadTurnstile();
  return new Promise<string>((resolve, reject) => {
    const widgetId = turnstile.render(container, {
      sitekey: siteKey,
      appearance: 'interaction-only',
      callback: (token) => {
        turnstile.remove(widgetId);
        resolve(token);
      },
      'error-callback': () => {
        turnstile.remove(widgetId);
        reject(new Error('Bot check failed'));
      },
    });
  });
}

import type { GatewayConfig } from '../config.ts';

/** Third parties the web app embeds: bot check, customer messaging, the card pay page. */
const botCheckOrigin = 'https://challenges.cloudflare.com';
const messagingOrigins = ['https://widget.intercom.io', 'https://js.intercomcdn.com'];
const messagingConnect = ['https://*.intercom.io', 'wss://*.intercom.io'];

/**
 * A CSP that fits the web app: its own script files only, plus the widgets it loads. A
 * server-rendered page adds its response's nonce (`withScriptNonce`) for the data it carries and
 * any script React writes. GraphiQL (outside production) needs nothing more: its scripts, styles
 * and editor workers are files of this origin (`graphql/graphiql.ts`), its options inert JSON.
 */
export function contentSecurityPolicy(config: GatewayConfig): Record<string, string[]> {
  const payPage = new URL(config.addresses.cardPayPage).origin;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", botCheckOrigin, ...messagingOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    // The card form posts to the pay page directly, so card numbers never reach this origin.
    connectSrc: ["'self'", payPage, ...messagingConnect],
    frameSrc: ["'self'", botCheckOrigin, payPage],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", payPage],
    frameAncestors: ["'none'"],
  };
}

/** The policy with `'nonce-…'` among its script sources: for one response's own inline elements. */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;)(\s*script-src)([^;]*)/, `$1$2$3 'nonce-${nonce}'`);
}

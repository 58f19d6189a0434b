import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GatewayConfig } from '../config.ts';

/** Third parties the web app embeds: bot check, customer messaging, the card pay page. */
const botCheckOrigin = 'https://challenges.cloudflare.com';
const messagingOrigins = ['https://widget.intercom.io', 'https://js.intercomcdn.com'];
const messagingConnect = ['https://*.intercom.io', 'wss://*.intercom.io'];

/**
 * The `'sha256-…'` sources of the web client's inline scripts (`index.html`: the page's query
 * starter and the script starter, written by the web build), so the page runs them under a CSP
 * without `'unsafe-inline'`. None without a built client.
 */
export function inlineScriptHashes(webDistDirectory: string): string[] {
  const page = join(webDistDirectory, 'index.html');
  if (!existsSync(page)) return [];
  const scripts = readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g);
  return [...scripts].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * A CSP that fits the SPA: its own scripts only (files, and the page's inline scripts by hash),
 * plus the widgets it loads. GraphiQL (outside production) loads its bundle from unpkg and runs
 * an inline bootstrap, so only there the policy admits them; there `'unsafe-inline'` covers the
 * page's inline scripts too (a hash in the list would make browsers ignore it).
 */
export function contentSecurityPolicy(
  config: GatewayConfig,
  pageScriptHashes: string[] = [],
): Record<string, string[]> {
  const payPage = new URL(config.addresses.cardPayPage).origin;
  const inline = config.exposesInternals
    ? ["'unsafe-inline'", 'https://unpkg.com']
    : pageScriptHashes;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", botCheckOrigin, ...messagingOrigins, ...inline],
    styleSrc: [
      "'self'",
      "'unsafe-inline'",
      ...(config.exposesInternals ? ['https://unpkg.com'] : []),
    ],
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

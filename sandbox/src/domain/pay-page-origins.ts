const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which browser origins may use the pay page: any loopback host (the product on a developer's
 * machine, including white-label `*.localhost` hosts) and the origins a deployment lists.
 */
export function isAllowedPayPageOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (loopbackHosts.has(url.hostname) || url.hostname.endsWith('.localhost')) return true;
  return allowedOrigins.includes(url.origin);
}

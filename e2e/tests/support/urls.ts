// Where the product under test answers. `npm start` listens on PORT and SANDBOX_PORT, so a second
// checkout can run its browser tests beside the first by setting both.
const gatewayPort = process.env.PORT ?? '4000';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';

export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${gatewayPort}`;
export const sandboxURL = process.env.E2E_SANDBOX_URL ?? `http://localhost:${sandboxPort}`;

/** The same app on a host name carrying the white-label marker (`*.localhost` reaches loopback). */
export function whiteLabelURL(path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = `white-label.${url.hostname}`;
  return url.toString();
}

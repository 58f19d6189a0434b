// Where the product under test answers. `npm start` listens on PORT and SANDBOX_PORT, so a second
// checkout can run its browser tests beside the first by setting both.
//
// Each Playwright worker has a product of its own (playwright.config.ts starts one per worker):
// the tests reset the sandbox's database and move its clock, so two workers cannot share one.
// Worker `n` (Playwright's TEST_PARALLEL_INDEX) finds its gateway and sandbox `n * 20` ports above
// the first's.
const firstGatewayPort = Number(process.env.PORT ?? 4000);
const firstSandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const portsApart = 20;

/** The ports of the product the worker in `slot` tests. */
export function productPorts(slot: number): { gateway: number; sandbox: number } {
  return {
    gateway: firstGatewayPort + slot * portsApart,
    sandbox: firstSandboxPort + slot * portsApart,
  };
}

const ports = productPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${ports.gateway}`;
export const sandboxURL = process.env.E2E_SANDBOX_URL ?? `http://localhost:${ports.sandbox}`;

/** The same app on a host name carrying the white-label marker (`*.localhost` reaches loopback). */
export function whiteLabelURL(path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = `white-label.${url.hostname}`;
  return url.toString();
}

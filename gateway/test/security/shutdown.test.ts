import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startGatewayProcess } from '../support/gateway-process.ts';

// The security corpus, part 12: a replica taken down. Closing the listener the moment SIGTERM
// arrived reset the connections the kernel had accepted but the gateway had not yet taken (every
// request the gateway had accepted was answered, the rest were lost).

/** One GET over a connection of its own; its status and `Connection` header, or how it failed. */
function get(url: string): Promise<{ status: number; connection: string } | { failed: string }> {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: String(response.headers.connection),
        }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ failed: error.code ?? error.message }),
    );
    outgoing.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('security corpus: shutdown', () => {
  it('keeps accepting and answering while it drains, answers not-ready, then exits', async () => {
    const gateway = await startGatewayProcess({
      APP_ENV: 'production',
      BOT_CHECK_SITE_KEY: 'site-key',
      BOOKING_APP_URL: 'https://book.hotels.test',
      RECEPTION_APP_URL: 'https://reception.hotels.test',
      MAIN_BRAND_GUEST_APP_URL: 'https://guest.hotels.test',
      WHITE_LABEL_GUEST_APP_URL: 'https://guest.white-label.test',
      CORE_API_URL: 'http://127.0.0.1:9',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    const exited = new Promise<number | null>((resolve) =>
      gateway.process.once('exit', (code) => resolve(code)),
    );
    gateway.process.kill('SIGTERM');
    // A burst arriving with the signal and just after it: new connections, each answered.
    const answers = [];
    for (let wave = 0; wave < 5; wave++) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => get(`${gateway.url}/healthz`)))),
      );
      await pause(100);
    }
    const readiness = await get(`${gateway.url}/readyz`);
    expect(answers).toEqual(
      Array.from({ length: 50 }, () => ({ status: 200, connection: 'close' })),
    );
    expect(readiness).toEqual({ status: 503, connection: 'close' });
    expect(await exited).toBe(0);
    expect(await get(`${gateway.url}/healthz`)).toEqual({ failed: 'ECONNREFUSED' });
  }, 20_000);
});

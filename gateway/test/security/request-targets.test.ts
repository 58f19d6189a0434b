import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoingWebBuild } from '../support/echoing-web-build.ts';
import { buildTestGateway } from '../support/gateway.ts';

// The security corpus, part 13: the host a page is drawn for is the Host header's, whatever the
// request target says. `//white-label.localhost/stay?slug=…` on the main host was drawn
// white-label, then redrawn after a hydration error (issue 28, E1). Sent over a real socket:
// an injected request's target is parsed (and so normalised) before the server sees it.

let gateway: FastifyInstance;
let port: number;

beforeAll(async () => {
  gateway = await buildTestGateway({
    coreApiUrl: 'http://127.0.0.1:9',
    env: { WEB_DIST_DIR: echoingWebBuild() },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  port = (gateway.server.address() as { port: number }).port;
});
afterAll(() => gateway.close());

/** One HTTP/1.1 request with its target written as given; the status and the body. */
function rawRequest(target: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, body: rest.join('\r\n\r\n') });
    });
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
    );
  });
}

/** The address the page's render was handed, from a (possibly chunked) echo. */
function renderedAddress(body: string): URL {
  const json = /\{"url".*\}/.exec(body)?.[0] ?? '{}';
  return new URL((JSON.parse(json) as { url: string }).url);
}

describe('security corpus: request targets', () => {
  it.each([
    ['//white-label.localhost/stay?slug=demo-stay-white-label', '/white-label.localhost/stay'],
    ['///white-label.localhost/stay', '/white-label.localhost/stay'],
    ['/\\white-label.localhost/stay', '/white-label.localhost/stay'],
    ['/\\/white-label.localhost/stay', '/white-label.localhost/stay'],
  ])('draws %s for the Host header, as a path of this host', async (target, path) => {
    const { status, body } = await rawRequest(target);
    expect(status).toBe(200);
    const address = renderedAddress(body);
    expect(address.host).toBe(`localhost:${port}`);
    expect(address.pathname).toBe(path);
  });

  it('takes an absolute URL of this very host as its path', async () => {
    const { status, body } = await rawRequest(`http://localhost:${port}/stay?slug=abc`);
    expect(status).toBe(200);
    const address = renderedAddress(body);
    expect(`${address.host}${address.pathname}${address.search}`).toBe(
      `localhost:${port}/stay?slug=abc`,
    );
  });

  it.each([
    ['an absolute URL of another host', 'http://white-label.localhost/stay?slug=abc', 'GET'],
    ['an absolute URL of another port', 'http://localhost:1/stay', 'GET'],
    ['the asterisk form', '*', 'OPTIONS'],
  ])('refuses %s with 400 before routing', async (_, target, method) => {
    const { status, body } = await rawRequest(target, method);
    expect(status).toBe(400);
    expect(body).toContain('BAD_REQUEST');
    expect(body).not.toContain('white-label');
  });
});

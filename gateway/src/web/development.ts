import { randomBytes } from 'node:crypto';
import type { PageRenderer } from '@guest/web/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withScriptNonce } from '../hardening/content-security-policy.ts';
import { sendNotFound } from '../http/refusals.ts';
import type { PageRendering } from './render.ts';
import { registerPages } from './static.ts';

/**
 * Where Vite serves a development page's modules from: the sources, the dependencies, its own
 * client and HMR (`/@vite/`, `/@id/`, `/@fs/`, React Refresh) and the texts files.
 */
const modulePaths = [
  '/src/*',
  '/node_modules/*',
  '/@vite/*',
  '/@id/*',
  '/@fs/*',
  '/@react-refresh',
  '/assets/locales/*',
];

/**
 * The web client from its sources (`WEB_CLIENT=sources`, development only): Vite in middleware
 * mode (`@guest/web/dev-server`), its HMR on this server's WebSocket upgrades, the pages drawn on
 * the server by the sources as they are now, and every other request Vite's. Vite is loaded only
 * here, so a production gateway never loads it.
 */
export async function registerDevelopmentWebClient(
  app: FastifyInstance,
  renderPages: (renderer: PageRenderer) => PageRendering,
): Promise<void> {
  const { createDevelopmentWebClient } = await import('@guest/web/dev-server');
  const web = await createDevelopmentWebClient({
    hmrServer: app.server,
    shellNonce: randomBytes(16).toString('base64'),
  });
  app.addHook('onClose', () => web.close());

  /** Vite's answer, or 404 where none of its middlewares answers. */
  const fromVite = async (request: FastifyRequest, reply: FastifyReply) => {
    // Vite writes its answers itself: with the headers every answer carries (security, request id).
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    const answered = await new Promise<boolean>((resolve, reject) => {
      reply.raw.once('close', () => resolve(true));
      web.middlewares(request.raw, reply.raw, (error?: unknown) =>
        error ? reject(error) : resolve(false),
      );
    });
    if (!answered) return sendNotFound(request, reply);
    reply.hijack();
    return reply;
  };
  // One page's modules are a few hundred requests, which the per-IP limit is not meant for.
  for (const url of modulePaths) app.get(url, { config: { rateLimit: false } }, fromVite);

  const policy = app.securityHeaders['content-security-policy'];
  await registerPages(app, renderPages(web.renderer), {
    // Vite's index.html, whose inline React Refresh preamble carries the dev server's nonce.
    shell: async (request, reply) => {
      if (policy) {
        reply.header('content-security-policy', withScriptNonce(policy, web.shellNonce));
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await web.shell(request.url));
    },
    notPage: fromVite,
  });
}

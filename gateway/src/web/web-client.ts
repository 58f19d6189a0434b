import type { PageRenderer } from '@guest/web/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inSpan, isTracing } from '../observability/tracing.ts';
import { registerDevelopmentWebClient } from './development.ts';
import { type GatewayYoga, inProcessGraphql } from './in-process-graphql.ts';
import { builtPageRenderer, type PageRendering, pageRendering } from './render.ts';
import { registerWebClient } from './static.ts';

export type WebClientOptions = {
  /**
   * `built`: the built web client (`distDirectory`), its files and the server entry that draws
   * its pages; `sources`: the web app's sources through Vite (development, `development.ts`).
   */
  from: 'built' | 'sources';
  distDirectory: string;
  /** The gateway's GraphQL, which a page's queries run through in this process. */
  yoga: GatewayYoga;
};

/**
 * The guest web app on the gateway's origin: the build's files, and its pages drawn on the server
 * (`render.ts`) or left to the browser (the app shell).
 */
async function registerWebClientPlugin(
  app: FastifyInstance,
  { from, distDirectory, yoga }: WebClientOptions,
): Promise<void> {
  const graphql = inProcessGraphql(yoga);
  const renderPages = (renderer: PageRenderer) =>
    traced(
      pageRendering(renderer, {
        contentSecurityPolicy: app.securityHeaders['content-security-policy'],
        graphql,
      }),
    );
  if (from === 'sources') {
    await registerDevelopmentWebClient(app, renderPages);
    return;
  }
  await registerWebClient(app, distDirectory, async (dist) => {
    const renderer = await builtPageRenderer(dist, app.log);
    return renderer && renderPages(renderer);
  });
}

/** The page's render in a span of its own, while tracing is on: its queries' operations nest under it. */
function traced(rendering: PageRendering): PageRendering {
  if (!isTracing()) return rendering;
  return (request, reply) =>
    inSpan('render page', { 'http.route': request.routeOptions.url ?? '' }, () =>
      rendering(request, reply),
    );
}

/**
 * The web client as a named plugin: it sends each drawn page's CSP with the page's nonce (the
 * security headers), compresses pages as they stream, and limits pages per IP.
 */
export const webClient = fp(registerWebClientPlugin, {
  name: 'gateway-web-client',
  fastify: '5.x',
  dependencies: ['gateway-security-headers', 'gateway-compression', '@fastify/rate-limit'],
});

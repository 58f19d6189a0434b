import type { FastifyReply, FastifyRequest } from 'fastify';
import { type createGatewayYoga, graphqlEndpoint } from '../graphql/yoga.ts';

export type GatewayYoga = Pick<ReturnType<typeof createGatewayYoga>, 'fetch'>;

/** Runs one of a page's GraphQL requests in this process, as `/graphql` would for `request`. */
export type InProcessGraphql = (
  request: FastifyRequest,
  reply: FastifyReply,
  init?: RequestInit,
) => Promise<Response>;

/**
 * A page's queries run through the same Yoga as `/graphql`, and so with the same session,
 * language, limits, trusted documents and masking, without a second HTTP exchange
 * (gateway/README.md, "Executing an operation in-process").
 */
export function inProcessGraphql(yoga: GatewayYoga): InProcessGraphql {
  const callers = new WeakMap<FastifyRequest, FastifyRequest>();
  return async (request, reply, init = {}) => {
    // The context reads its caller from Fastify's request: the document request's cookies, id
    // and logger, with the headers of the GraphQL requests the page makes (the same for all of
    // one page's, so they share one context).
    let caller = callers.get(request);
    if (!caller) {
      const headers: Record<string, string | string[] | undefined> = { ...request.headers };
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      delete headers['content-length'];
      caller = Object.create(request, { headers: { value: headers } }) as FastifyRequest;
      callers.set(request, caller);
    }
    return yoga.fetch(new URL(graphqlEndpoint, 'http://gateway.internal'), init, {
      req: caller,
      reply,
    });
  };
}

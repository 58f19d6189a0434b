import type { FastifyReply, FastifyRequest } from 'fastify';
import { sharingOneContext } from '../graphql/context.ts';
import { type createGatewayYoga, graphqlEndpoint } from '../graphql/yoga.ts';

export type GatewayYoga = Pick<ReturnType<typeof createGatewayYoga>, 'fetch'>;

/** Runs one of a page's GraphQL requests in this process, as `/graphql` would. */
export type PageGraphql = (init?: RequestInit) => Promise<Response>;

/** The GraphQL of one document request's page (`request`, `reply`). */
export type InProcessGraphql = (request: FastifyRequest, reply: FastifyReply) => PageGraphql;

/**
 * A page's queries run through the same Yoga as `/graphql`, and so with the same session,
 * language, limits, trusted documents and masking, without a second HTTP exchange
 * (gateway/README.md, "Executing an operation in-process").
 */
export function inProcessGraphql(yoga: GatewayYoga): InProcessGraphql {
  return (request, reply) => {
    // The context reads its caller from Fastify's request: the document request's cookies, id
    // and logger, with the headers of the GraphQL requests the page makes (the same for all of
    // one page's, so they share one context). Held by the page alone, not in a WeakMap keyed by
    // the document request (gateway/README.md, "What a request leaves behind").
    let caller: FastifyRequest | undefined;
    return async (init = {}) => {
      caller ??= sharingOneContext(callerOf(request, init));
      return yoga.fetch(new URL(graphqlEndpoint, 'http://gateway.internal'), init, {
        req: caller,
        reply,
      });
    };
  };
}

/** The document request, seen with the headers of the page's GraphQL requests. */
function callerOf(request: FastifyRequest, init: RequestInit): FastifyRequest {
  const headers: Record<string, string | string[] | undefined> = { ...request.headers };
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  delete headers['content-length'];
  return Object.create(request, { headers: { value: headers } }) as FastifyRequest;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../errors/catalogue.ts';

export const graphqlResponseMediaType = 'application/graphql-response+json';

/**
 * The media type of a refusal: GraphQL over HTTP's own when the client accepts it (Apollo Client
 * and graphql-http ask for it first), else `application/json`, which every client reads.
 */
export function refusalMediaType(accept: string | undefined): string {
  return accept?.includes(graphqlResponseMediaType)
    ? `${graphqlResponseMediaType}; charset=utf-8`
    : 'application/json; charset=utf-8';
}

export type Refusal = {
  status: number;
  code: ErrorCode;
  message: string;
  /** More members of `extensions`, beside `code` (`retryAfterSeconds`, `limit`). */
  extensions?: Record<string, unknown>;
};

/** The one shape of every error the gateway answers, GraphQL or not: `{ errors: [ … ] }`. */
export function refusalBody(refusal: Refusal): {
  errors: { message: string; extensions: Record<string, unknown> }[];
} {
  return {
    errors: [
      { message: refusal.message, extensions: { code: refusal.code, ...refusal.extensions } },
    ],
  };
}

export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: Refusal,
): FastifyReply {
  return reply
    .code(refusal.status)
    .type(refusalMediaType(request.headers.accept))
    .send(refusalBody(refusal));
}

/** A path no route answers (a page request is the web client's, see web/static.ts). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendRefusal(request, reply, {
    status: 404,
    code: 'NOT_FOUND',
    message: `Nothing is at ${request.method} ${request.url.split('?')[0]}.`,
  });
}

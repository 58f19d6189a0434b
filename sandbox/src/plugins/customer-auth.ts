import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  accessTokenSecret,
  signAccessToken,
  type TokenSubject,
  verifyAccessToken,
} from '../domain/access-token.ts';
import { unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook for bearer-protected routes: 401 unless a valid access token names a customer. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
    signAccessToken: (subject: TokenSubject) => Promise<string>;
  }
  interface FastifyRequest {
    /** Set by `requireCustomer`: the customer the access token belongs to. */
    customerId: string;
  }
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

const refusals = {
  expired: () =>
    unauthorized('ACCESS_TOKEN_EXPIRED', 'The access token has expired; sign in again'),
  'bad-signature': () =>
    unauthorized('INVALID_ACCESS_TOKEN_SIGNATURE', 'The access token was not issued by this API'),
  malformed: () => unauthorized('MALFORMED_ACCESS_TOKEN', 'The access token is not a valid JWT'),
};

/**
 * Access tokens for the bearer-protected calls, signed and verified with one secret per sandbox
 * (see domain/access-token.ts) and checked against the sandbox clock, so tests can expire them.
 */
export const customerAuthPlugin = fp(
  async (fastify) => {
    const secret = accessTokenSecret();
    fastify.decorateRequest('customerId', '');
    fastify.decorate('signAccessToken', (subject: TokenSubject) =>
      signAccessToken(subject, secret, fastify.clock.now()),
    );
    fastify.decorate('requireCustomer', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (header === undefined || header === '') {
        throw unauthorized(
          'MISSING_ACCESS_TOKEN',
          'This call needs an Authorization: Bearer token',
        );
      }
      const token = bearerPattern.exec(header)?.[1];
      if (token === undefined) throw refusals.malformed();
      const check = await verifyAccessToken(token, secret, fastify.clock.now());
      if (!check.ok) throw refusals[check.problem]();
      const customer = await fastify.db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', check.subject.customerId)
        .executeTakeFirst();
      if (!customer) {
        throw unauthorized('UNKNOWN_CUSTOMER', 'The access token names no known customer');
      }
      request.customerId = customer.id;
    });
  },
  { name: 'customer-auth', dependencies: ['clock', 'database'] },
);

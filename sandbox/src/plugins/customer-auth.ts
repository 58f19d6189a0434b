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
    /** Ends the session of the request's access token (after `requireCustomer`). */
    revokeAccessToken: (request: FastifyRequest) => Promise<void>;
    signAccessToken: (subject: TokenSubject) => Promise<string>;
  }
  interface FastifyRequest {
    /** Set by `requireCustomer`: the customer the access token belongs to. */
    customerId: string;
    /** Set by `requireCustomer`: the access token's id and expiry. */
    accessToken: { tokenId: string; expiresAt: Date } | null;
  }
}

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

const refusals = {
  expired: () =>
    unauthorized('ACCESS_TOKEN_EXPIRED', 'The access token has expired; sign in again'),
  'bad-signature': () =>
    unauthorized('INVALID_ACCESS_TOKEN_SIGNATURE', 'The access token was not issued by this API'),
  malformed: () => unauthorized('MALFORMED_ACCESS_TOKEN', 'The access token is not a valid JWT'),
  revoked: () => unauthorized('ACCESS_TOKEN_REVOKED', 'The customer signed out of this session'),
};

/**
 * Access tokens for the bearer-protected calls, signed and verified with one secret per sandbox
 * (see domain/access-token.ts) and checked against the sandbox clock, so tests can expire them.
 */
export const customerAuthPlugin = fp(
  async (fastify) => {
    const secret = accessTokenSecret();
    fastify.decorateRequest('customerId', '');
    fastify.decorateRequest('accessToken', null);
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
      const revoked = await fastify.db
        .selectFrom('revokedAccessTokens')
        .select('tokenId')
        .where('tokenId', '=', check.tokenId)
        .executeTakeFirst();
      if (revoked) throw refusals.revoked();
      const customer = await fastify.db
        .selectFrom('customers')
        .select('id')
        .where('id', '=', check.subject.customerId)
        .executeTakeFirst();
      if (!customer) {
        throw unauthorized('UNKNOWN_CUSTOMER', 'The access token names no known customer');
      }
      request.customerId = customer.id;
      request.accessToken = { tokenId: check.tokenId, expiresAt: check.expiresAt };
    });
    fastify.decorate('revokeAccessToken', async (request: FastifyRequest) => {
      const token = request.accessToken;
      if (!token) return;
      // Kept until the token would have expired anyway; expired rows are dropped on the way.
      await fastify.db
        .deleteFrom('revokedAccessTokens')
        .where('expiresAt', '<', fastify.clock.now().toISOString())
        .execute();
      await fastify.db
        .insertInto('revokedAccessTokens')
        .values({ tokenId: token.tokenId, expiresAt: token.expiresAt.toISOString() })
        .onConflict((conflict) => conflict.column('tokenId').doNothing())
        .execute();
    });
  },
  { name: 'customer-auth', dependencies: ['clock', 'database'] },
);

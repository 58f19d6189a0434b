import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../errors.ts';
import { sendCode, verifyCode } from '../../repositories/one-time-codes.ts';
import { bearerSecurity } from '../../schemas/account.ts';
import { AccessGranted, AuthenticationRequest, CodeSent } from '../../schemas/authentication.ts';
import { Envelope, errorResponses, LanguageHeaders, NoContent } from '../../schemas/common.ts';

/** One-time-code sign-in: request a code, resend it, or trade it for an access token. */
export const authenticationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/authentication',
    {
      schema: {
        tags: ['authentication'],
        summary: 'Request, resend (same idempotencyKey) or verify a one-time sign-in code',
        description:
          'With `turnstileToken` a 6-digit code is sent to the e-mail (valid 10 minutes, once) and `idempotencyKey` answered; adding an earlier `idempotencyKey` resends: a new code, the old one invalid. With `otp` the code is verified and an access token answered; 5 wrong codes burn it.',
        body: AuthenticationRequest,
        headers: LanguageHeaders,
        response: {
          200: Envelope(Type.Union([CodeSent, AccessGranted])),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { otp, turnstileToken, idempotencyKey } = request.body;
      const email = request.body.email.trim().toLowerCase();
      const now = fastify.clock.now();
      if (otp !== undefined) {
        if (turnstileToken !== undefined) {
          throw badRequest(
            'AMBIGUOUS_AUTHENTICATION',
            'Send either turnstileToken (to get a code) or otp (to verify one), not both',
            'turnstileToken',
          );
        }
        const subject = await verifyCode(fastify.db, email, otp, idempotencyKey, now);
        return { data: { accessToken: await fastify.signAccessToken(subject) } };
      }
      if (turnstileToken === undefined) {
        throw badRequest(
          'TURNSTILE_TOKEN_REQUIRED',
          'A bot-check token is required to send a code',
          'turnstileToken',
        );
      }
      return { data: { idempotencyKey: await sendCode(fastify.db, email, idempotencyKey, now) } };
    },
  );

  fastify.delete(
    '/authentication',
    {
      schema: {
        tags: ['authentication'],
        summary: 'Sign out: revoke the access token of this call',
        description:
          'The bearer token stops working at once (401 ACCESS_TOKEN_REVOKED), before its `exp`. Other sessions of the customer are unaffected.',
        headers: LanguageHeaders,
        security: bearerSecurity,
        response: { 204: NoContent, ...errorResponses(401) },
        'x-sandbox-addition': true,
      },
      onRequest: fastify.requireCustomer,
    },
    async (request, reply) => {
      await fastify.revokeAccessToken(request);
      return reply.status(204).send(null);
    },
  );
};

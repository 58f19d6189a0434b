import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reservationScope } from '../../plugins/idempotency.ts';
import {
  CheckInProgress,
  GuestDetailsRequest,
  IdentityVerification,
} from '../../schemas/check-in-steps.ts';
import {
  Envelope,
  errorResponses,
  IdempotentWriteHeaders,
  LanguageHeaders,
} from '../../schemas/common.ts';
import { SlugParams } from '../../schemas/reservation.ts';
import { identityProviderRoutes, presentVerification } from './identity-provider.ts';
import { startIdentityVerification, submitGuestDetails } from './steps.ts';

const tags = ['check-in'];

/** Online check-in steps (sandbox additions) and the helper that plays the identity provider. */
export const checkInStepRoutes: FastifyPluginAsyncTypebox<{ production: boolean }> = async (
  fastify,
  options,
) => {
  fastify.post(
    '/check-in/:slug/guest-details',
    {
      schema: {
        tags,
        'x-sandbox-addition': true,
        summary: 'Submit the main guest’s details at online check-in',
        description:
          'Moves guest-details-required to id-verification-required when the guest’s nationality differs from the property’s country (foreign guests show an ID), else to check-in-completed.',
        params: SlugParams,
        body: GuestDetailsRequest,
        headers: IdempotentWriteHeaders,
        response: { 200: Envelope(CheckInProgress), ...errorResponses(400, 404, 409, 422, 504) },
      },
      config: {
        idempotency: {
          scope: reservationScope((request) => (request.params as { slug: string }).slug),
        },
      },
    },
    async (request) => ({
      data: await submitGuestDetails(
        fastify.db,
        request.params.slug,
        request.body,
        fastify.clock.now(),
      ),
    }),
  );

  fastify.post(
    '/check-in/:slug/identity-verifications',
    {
      schema: {
        tags,
        'x-sandbox-addition': true,
        summary: 'Start identity verification: a verification id and the provider’s page',
        description:
          'Only while check-in is at id-verification-required; a pending verification is answered again. The sandbox provider decides through POST /_sandbox/identity-verifications/{id}.',
        params: SlugParams,
        headers: LanguageHeaders,
        response: {
          201: Envelope(IdentityVerification),
          ...errorResponses(400, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const verification = await startIdentityVerification(
        fastify.db,
        request.params.slug,
        fastify.clock.now(),
      );
      return reply.status(201).send({ data: presentVerification(verification, request) });
    },
  );

  await fastify.register(identityProviderRoutes, {
    prefix: '/_sandbox',
    production: options.production,
  });
};

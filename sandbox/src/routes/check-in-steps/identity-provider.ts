import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { IdentityVerificationTable } from '../../db/types.ts';
import { onSandbox } from '../../plugins/public-origin.ts';
import { IdentityVerification, IdentityVerificationOutcome } from '../../schemas/check-in-steps.ts';
import { Envelope, errorResponses } from '../../schemas/common.ts';
import { refuseInProduction } from '../sandbox/production-guard.ts';
import { completeIdentityVerification } from './steps.ts';

export function presentVerification(
  verification: IdentityVerificationTable,
  request: FastifyRequest,
) {
  const { id, reservationId, status, providerUrl, createdAt, completedAt } = verification;
  return {
    id,
    reservationId,
    status,
    providerUrl: onSandbox(providerUrl, request),
    createdAt,
    completedAt,
  };
}

/** A test helper standing in for the identity provider's verdict (refused in production). */
export const identityProviderRoutes: FastifyPluginAsyncTypebox<{ production: boolean }> = async (
  fastify,
  options,
) => {
  fastify.addHook('onRequest', refuseInProduction(options.production));

  fastify.post(
    '/identity-verifications/:id',
    {
      schema: {
        tags: ['sandbox'],
        'x-sandbox-addition': true,
        summary: 'Play the identity provider: approve or decline a pending verification',
        description:
          'approved completes check-in (idVerificationState approved); declined leaves it at id-verification-required with idVerificationState declined.',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: IdentityVerificationOutcome,
        response: { 200: Envelope(IdentityVerification), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: presentVerification(
        await completeIdentityVerification(
          fastify.db,
          request.params.id,
          request.body.outcome,
          fastify.clock.now(),
        ),
        request,
      ),
    }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { isAllowedPayPageOrigin } from '../../domain/pay-page-origins.ts';
import { identityPagePath } from '../../domain/sandbox-pages.ts';
import { ApiError } from '../../errors.ts';
import { findVerification } from '../../repositories/check-in-steps.ts';
import { completeIdentityVerification } from '../check-in-steps/steps.ts';
import { escapeHtml, htmlPage } from './html.ts';

const outcomes = ['approved', 'declined', 'pending'] as const;

/**
 * The identity provider's page, as the sandbox plays it: the guest arrives from the app, the page
 * offers what a real provider could decide (approve, decline, or nothing yet) and sends the guest
 * back to the app's address (`return`), as a provider redirects after its checks. Like the card
 * pay page it is part of the product's stand-in, so it answers in every mode. It returns only to
 * the guest app's origins (loopback hosts and SANDBOX_PAY_PAGE_ORIGINS), never anywhere else.
 */
export const identityProviderPageRoutes: FastifyPluginAsyncTypebox<{
  appOrigins: string[];
}> = async (fastify, options) => {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const returnTo = (value: string | undefined): string | undefined =>
    value && isAllowedPayPageOrigin(value, options.appOrigins) ? value : undefined;

  function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(htmlPage({ title, lang: 'en', body }));
  }

  const params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

  fastify.get(
    `${identityPagePath}/:id`,
    {
      schema: {
        hide: true,
        params,
        querystring: Type.Object({ return: Type.Optional(Type.String({ maxLength: 2000 })) }),
      },
    },
    async (request, reply) => {
      const verification = await findVerification(fastify.db, request.params.id);
      if (!verification) {
        return sendPage(
          reply,
          404,
          'Verification not found',
          '<h1>Verification not found</h1><p>This identity check does not exist. Start it again from the guest app.</p>',
        );
      }
      const back = returnTo(request.query.return);
      const backLink = back
        ? `<a class="button quiet" href="${escapeHtml(back)}">Back to the app</a>`
        : '';
      if (verification.status !== 'pending') {
        return sendPage(
          reply,
          200,
          'Identity check done',
          `<h1>Identity check done</h1><p>This check is already ${escapeHtml(verification.status)}.</p>${backLink}`,
        );
      }
      const hiddenReturn = back
        ? `<input type="hidden" name="return" value="${escapeHtml(back)}">`
        : '';
      return sendPage(
        reply,
        200,
        'Verify your identity',
        `<div class="card">
<h1>Verify your identity</h1>
<p>This is the sandbox's identity provider. A real provider would now ask for a photo of an identity document and a selfie. Choose what it decides.</p>
<form method="post" action="${identityPagePath}/${encodeURIComponent(verification.id)}" class="actions">
${hiddenReturn}
<button class="primary" name="outcome" value="approved">Approve</button>
<button class="danger" name="outcome" value="declined">Decline</button>
<button class="quiet" name="outcome" value="pending">Leave it pending</button>
</form>
</div>`,
      );
    },
  );

  fastify.post(
    `${identityPagePath}/:id`,
    {
      schema: {
        hide: true,
        params,
        body: Type.Object({
          outcome: Type.Union(outcomes.map((outcome) => Type.Literal(outcome))),
          return: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
      },
    },
    async (request, reply) => {
      const { outcome } = request.body;
      if (outcome !== 'pending') {
        try {
          await completeIdentityVerification(
            fastify.db,
            request.params.id,
            outcome,
            fastify.clock.now(),
          );
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return sendPage(
            reply,
            error.statusCode,
            'Identity check not changed',
            `<h1>Identity check not changed</h1><p>${escapeHtml(error.message)}</p>`,
          );
        }
      }
      const back = returnTo(request.body.return);
      if (back) return reply.redirect(back, 303);
      return sendPage(
        reply,
        200,
        'Identity check sent',
        '<h1>Thank you</h1><p>You can go back to the guest app now.</p>',
      );
    },
  );
};

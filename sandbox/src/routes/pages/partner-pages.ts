import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestedLanguage } from '../../domain/language.ts';
import { partnerPageKinds, partnerPagePath } from '../../domain/sandbox-pages.ts';
import { listCustomProducts, listPartnerContent } from '../../repositories/catalogue.ts';
import { escapeHtml, htmlPage } from './html.ts';

/** The first language of an Accept-Language header (a browser opening a partner's link). */
function browserLanguage(header: string | undefined): string {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return requestedLanguage(
    first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]+)?$/.test(first) ? first : undefined,
  );
}

/**
 * The partners' own websites, as the sandbox plays them: the breakfast café, the gym and the bike
 * rental of each property have a simple page here, so their links in the app open something in
 * any environment the product runs in. Texts come from the same content rows the app shows, in
 * the browser's language where the seed has it.
 */
export const partnerPageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    `${partnerPagePath}/:kind/:propertyKey`,
    {
      schema: {
        hide: true,
        params: Type.Object({
          kind: Type.Union(partnerPageKinds.map((kind) => Type.Literal(kind))),
          propertyKey: Type.String({ minLength: 1, maxLength: 64 }),
        }),
      },
    },
    async (request, reply) => {
      const { kind, propertyKey } = request.params;
      const language = browserLanguage(request.headers['accept-language']);
      const property = await fastify.db
        .selectFrom('properties')
        .select(['id', 'name', 'city'])
        .where('key', '=', propertyKey)
        .executeTakeFirst();
      const page = property
        ? kind === 'bikes'
          ? await bikePage(property.id, language)
          : await partnerPage(property.id, kind, language)
        : undefined;
      reply.type('text/html; charset=utf-8');
      if (!page) {
        return reply.status(404).send(
          htmlPage({
            title: 'Page not found',
            lang: 'en',
            body: '<h1>Page not found</h1><p>This partner has no page here.</p>',
          }),
        );
      }
      return reply.send(htmlPage({ title: page.title, lang: language, body: page.body }));
    },
  );

  async function partnerPage(propertyId: string, kind: 'breakfast' | 'gym', language: string) {
    const partner = (await listPartnerContent(fastify.db, propertyId, language)).find(
      (candidate) => candidate.kind === kind,
    );
    if (!partner) return undefined;
    const tags = (JSON.parse(partner.tags) as string[]).map(escapeHtml).join(' · ');
    return {
      title: partner.name,
      body: `<div class="card">
<h1>${escapeHtml(partner.name)}</h1>
<p>${escapeHtml(partner.description)}</p>
<p>${escapeHtml(partner.address)}</p>
<p class="tags">${tags}</p>
<div class="actions"><a class="button primary" href="${escapeHtml(partner.googleMapsUrl)}">Google Maps</a></div>
</div>`,
    };
  }

  async function bikePage(propertyId: string, language: string) {
    const bikes = (await listCustomProducts(fastify.db, propertyId, language)).find(
      (product) => product.type === 'third-party' && product.actionUrl?.startsWith(partnerPagePath),
    );
    if (!bikes) return undefined;
    return {
      title: bikes.title,
      body: `<div class="card">
<h1>${escapeHtml(bikes.title)}</h1>
<p>${escapeHtml(bikes.description)}</p>
</div>`,
    };
  }
};

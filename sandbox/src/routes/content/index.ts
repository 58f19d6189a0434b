import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseExpand } from '../../domain/expand.ts';
import { fallbackLanguage, requestedLanguage } from '../../domain/language.ts';
import { notFound } from '../../errors.ts';
import {
  presentCustomProduct,
  presentGym,
  presentPartner,
  presentPropertyContent,
} from '../../presenters/catalogue.ts';
import {
  findPropertyContent,
  listCustomProducts,
  listPartnerContent,
  listProductGroups,
  requireProperty,
} from '../../repositories/catalogue.ts';
import {
  CustomProduct,
  customProductExpansions,
  ProductContent,
  PropertyContent,
  PropertyId,
  PropertyIdQuery,
  productContentExpansions,
} from '../../schemas/catalogue.ts';
import { Envelope, errorResponses, LanguageHeaders, NameList } from '../../schemas/common.ts';
import { readNameList } from '../name-lists.ts';

const tags = ['content'];

function expandQuery<const Names extends readonly [string, ...string[]]>(names: Names) {
  return NameList(names, `Comma-separated, any of: ${names.join(', ')}`);
}

/** Reads `$expand` into names before validation; unknown names are 400 INVALID_EXPAND. */
function readExpand(names: readonly string[]) {
  return readNameList('$expand', (raw) => parseExpand(raw, names));
}

export const contentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/property-content',
    {
      schema: {
        tags,
        summary: 'Help articles in four groups, localised by x-language-code (English fallback)',
        querystring: PropertyIdQuery,
        headers: LanguageHeaders,
        response: { 200: Envelope(PropertyContent), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const property = await requireProperty(fastify.db, request.query.propertyId);
      const language = requestedLanguage(request.headers['x-language-code']);
      const found = await findPropertyContent(fastify.db, property.id, language);
      if (!found) {
        throw notFound(
          'PROPERTY_CONTENT_NOT_FOUND',
          'This property has no help content',
          'propertyId',
        );
      }
      return {
        data: presentPropertyContent(found, found.translated ? language : fallbackLanguage),
      };
    },
  );

  fastify.get(
    '/product-content',
    {
      schema: {
        tags,
        summary: 'Partner content (breakfast café, gym) of a property, as $expand asks',
        querystring: Type.Object({
          propertyId: PropertyId,
          $expand: expandQuery(productContentExpansions),
        }),
        headers: LanguageHeaders,
        response: { 200: Envelope(ProductContent), ...errorResponses(400, 404) },
      },
      preValidation: readExpand(productContentExpansions),
    },
    async (request) => {
      const expand = parseExpand(request.query.$expand, productContentExpansions);
      const property = await requireProperty(fastify.db, request.query.propertyId);
      const language = requestedLanguage(request.headers['x-language-code']);
      const partners =
        expand.size > 0 ? await listPartnerContent(fastify.db, property.id, language) : [];
      const breakfast = partners.find((partner) => partner.kind === 'breakfast');
      const gym = partners.find((partner) => partner.kind === 'gym');
      return {
        data: {
          propertyId: property.id,
          ...(expand.has('breakfast')
            ? { breakfast: breakfast ? presentPartner(breakfast, request) : null }
            : {}),
          ...(expand.has('gym') ? { gym: gym ? presentGym(gym, request) : null } : {}),
        },
      };
    },
  );

  fastify.get(
    '/custom-products',
    {
      schema: {
        tags,
        summary: 'Custom products of a property (dummy, informational, request, third-party)',
        querystring: Type.Object({
          propertyId: PropertyId,
          $expand: expandQuery(customProductExpansions),
        }),
        headers: LanguageHeaders,
        response: { 200: Envelope(Type.Array(CustomProduct)), ...errorResponses(400, 404) },
      },
      preValidation: readExpand(customProductExpansions),
    },
    async (request) => {
      const expand = parseExpand(request.query.$expand, customProductExpansions);
      const property = await requireProperty(fastify.db, request.query.propertyId);
      const language = requestedLanguage(request.headers['x-language-code']);
      const [products, groups] = await Promise.all([
        listCustomProducts(fastify.db, property.id, language),
        expand.has('productGroup') ? listProductGroups(fastify.db, language) : undefined,
      ]);
      return {
        data: products.map((product) => presentCustomProduct(product, groups, request)),
      };
    },
  );
};

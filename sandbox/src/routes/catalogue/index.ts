import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestedLanguage } from '../../domain/language.ts';
import { parseSelect, pick } from '../../domain/select.ts';
import { notFound } from '../../errors.ts';
import { presentUnitCategory } from '../../presenters/catalogue.ts';
import { presentProperty } from '../../presenters/property.ts';
import { findProperty, findUnitCategory, listProperties } from '../../repositories/catalogue.ts';
import { inLanguage, oneInLanguage } from '../../repositories/translations.ts';
import {
  PropertyId,
  PropertySelection,
  SelectQuery,
  selectablePropertyFields,
} from '../../schemas/catalogue.ts';
import { Envelope, errorResponses, LanguageHeaders } from '../../schemas/common.ts';
import { UnitCategory } from '../../schemas/unit.ts';
import { readNameList } from '../name-lists.ts';

const tags = ['catalogue'];

/** Reads `$select` into field names before validation; unknown names are 400 INVALID_SELECT. */
const readSelect = readNameList('$select', (raw) => parseSelect(raw, selectablePropertyFields));

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/properties/:id',
    {
      schema: {
        tags,
        summary: 'One property, with the fields $select names (all without $select)',
        params: Type.Object({ id: PropertyId }),
        querystring: Type.Object({ $select: SelectQuery }),
        headers: LanguageHeaders,
        response: { 200: Envelope(PropertySelection), ...errorResponses(400, 404) },
      },
      preValidation: readSelect,
    },
    async (request) => {
      const fields = parseSelect(request.query.$select, selectablePropertyFields);
      const found = await findProperty(fastify.db, request.params.id);
      if (!found) {
        throw notFound('PROPERTY_NOT_FOUND', `No property with id '${request.params.id}'`, 'id');
      }
      const language = requestedLanguage(request.headers['x-language-code']);
      const property = await oneInLanguage(fastify.db, 'properties', found, language);
      return { data: pick(presentProperty(property), fields) };
    },
  );

  fastify.get(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Properties, optionally the one with a key (e.g. its contacts)',
        querystring: Type.Object({
          key: Type.Optional(
            Type.String({ minLength: 1, maxLength: 64, description: 'e.g. helsinki-kas40' }),
          ),
          $select: SelectQuery,
        }),
        headers: LanguageHeaders,
        response: {
          200: Envelope(Type.Array(PropertySelection, { description: 'Empty for an unknown key' })),
          ...errorResponses(400),
        },
      },
      preValidation: readSelect,
    },
    async (request) => {
      const fields = parseSelect(request.query.$select, selectablePropertyFields);
      const language = requestedLanguage(request.headers['x-language-code']);
      const properties = await inLanguage(
        fastify.db,
        'properties',
        await listProperties(fastify.db, { key: request.query.key }),
        language,
      );
      return { data: properties.map((property) => pick(presentProperty(property), fields)) };
    },
  );

  fastify.get(
    '/property-unit-categories/:id',
    {
      schema: {
        tags,
        summary: 'One unit category, images ordered by sequenceNumber',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        headers: LanguageHeaders,
        response: { 200: Envelope(UnitCategory), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await findUnitCategory(
        fastify.db,
        request.params.id,
        requestedLanguage(request.headers['x-language-code']),
      );
      if (!found) {
        throw notFound(
          'UNIT_CATEGORY_NOT_FOUND',
          `No unit category with id '${request.params.id}'`,
          'id',
        );
      }
      return { data: presentUnitCategory(found.category, found.images) };
    },
  );
};

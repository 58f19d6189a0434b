import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type CompilerOptions = {
  customOptions?: Record<string, unknown>;
  onCreate?: (ajv: DocumentAjv) => void;
};
type DocumentAjv = {
  addKeyword: (keyword: string) => unknown;
  addFormat: (name: string, format: true) => unknown;
};

/**
 * What the API document says beyond validation: `style` and `explode` tell clients how a list
 * is written in a query (`?$expand=a,b`, read by routes/name-lists.ts). A calendar date's
 * `format: date` is left to domain/calendar-date.ts, which answers `INVALID_DATE` naming the
 * rule (years 1900-2199) where ajv would only say the format does not match.
 */
function readDocumentKeywords(ajv: DocumentAjv) {
  ajv.addKeyword('style');
  ajv.addKeyword('explode');
  ajv.addFormat('date', true);
}
type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];

const compilerPool = AjvCompiler();

/** A pooled @fastify/ajv-compiler validator compiler for these options. */
function compilerFor(externalSchemas: object, options: CompilerOptions) {
  // The package's typings describe the compiler as taking a bare schema; at run time Fastify
  // hands it the route's schema definition, as FastifySchemaCompiler says.
  return compilerPool(externalSchemas as Parameters<typeof compilerPool>[0], {
    ...options,
    onCreate: readDocumentKeywords,
  }) as unknown as FastifySchemaCompiler<unknown>;
}

/**
 * Request validation as a strict JSON API reads its contract: a JSON body is taken as typed,
 * so `"quantity": "2"`, `"productId": ["<id>"]` or `"paid": "true"` are refused with a 400
 * naming the field instead of being coerced into something the caller did not send. Query
 * strings, path parameters and headers are text by nature, so their numbers and booleans are
 * still read from text (`?newStructure=true`).
 */
function strictBodyValidators(externalSchemas: object, serverOptions: CompilerOptions = {}) {
  const fromText = compilerFor(externalSchemas, serverOptions);
  const asTyped = compilerFor(externalSchemas, {
    ...serverOptions,
    customOptions: { ...serverOptions.customOptions, coerceTypes: false },
  });
  return (route: RouteSchema) => (route.httpPart === 'body' ? asTyped(route) : fromText(route));
}

/** Fastify's `schemaController` option with the validators above. */
export const strictSchemaController = {
  compilersFactory: { buildValidator: strictBodyValidators },
} as unknown as FastifyServerOptions['schemaController'];

import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { openApiPath } from '../src/openapi.ts';

// The committed API document (sandbox/openapi.json) as outside tools read it, and a check of an
// answer against it: the status is one the operation documents and the body fits its schema.

export type Schema = Record<string, unknown>;
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
  style?: string;
  explode?: boolean;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
};
export type ApiDocument = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

export const apiDocument = JSON.parse(readFileSync(openApiPath, 'utf8')) as ApiDocument;

// JSON Schema 2020-12, the dialect of OpenAPI 3.1. Not strict: the document carries OpenAPI's
// own annotations (`nullable` for 3.0 readers, `x-` extensions) beside the vocabulary.
const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats is CommonJS: its plugin is the module's `default` as TypeScript reads it.
ajvFormats.default(ajv);
const validators = new Map<Schema, ValidateFunction>();

function validatorFor(schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** The operation behind a route as Fastify declares it (`/check-in/:slug`), if documented. */
export function operationOf(method: string, routeUrl: string): Operation | undefined {
  const path = routeUrl.replace(/:(\w+)/g, '{$1}');
  const documentedMethod = method === 'HEAD' ? 'get' : method.toLowerCase();
  return apiDocument.paths[path]?.[documentedMethod];
}

const errorBodySchema = (() => {
  const anyOperation = Object.values(apiDocument.paths)
    .flatMap((item) => Object.values(item))
    .find((operation) => operation.responses['404']);
  const schema = anyOperation?.responses['404']?.content?.['application/json']?.schema;
  if (!schema) throw new Error('the document describes no error body');
  return schema;
})();

/**
 * What is wrong with an answer by the document, as readable lines (none when it fits). `body`
 * is the parsed JSON, or undefined for an empty answer. Answers of routes the document leaves
 * out (404 and 405 of unknown routes) are checked as error envelopes.
 */
export function problemsWithAnswer(
  operation: Operation | undefined,
  status: number,
  body: unknown,
): string[] {
  if (!operation) {
    if (status < 400) return [];
    return schemaProblems(errorBodySchema, body);
  }
  const response = operation.responses[String(status)];
  if (!response) {
    return [`status ${status} is not documented (${Object.keys(operation.responses).join(', ')})`];
  }
  // A 204 has no body on the wire, whatever the handler passed on (`send(null)`).
  if (status === 204) return [];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return body === undefined ? [] : [`status ${status} documents no body`];
  return schemaProblems(schema, body);
}

function schemaProblems(schema: Schema, body: unknown): string[] {
  const validate = validatorFor(schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

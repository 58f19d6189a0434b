import type { RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorBody } from '../schemas/common.ts';

// App-wide plugins (the deadline, the error handler, body parsing) answer on every route; they
// add what they answer to each route's schema from an `onRoute` hook, so the route validates it
// and the API document lists it, without every route repeating it.

type RouteSchema = {
  hide?: boolean;
  headers?: { type?: string; properties?: Record<string, unknown>; required?: string[] };
  response?: Record<string | number, unknown>;
};

/** The schema of a documented route, or undefined for hidden and schema-less ones. */
function documentedSchema(route: RouteOptions): RouteSchema | undefined {
  const schema = route.schema as RouteSchema | undefined;
  return schema && !schema.hide ? schema : undefined;
}

/** Declares error answers a route gives besides its own (a status it declares itself is kept). */
export function addErrorResponses(route: RouteOptions, statuses: readonly number[]): void {
  const schema = documentedSchema(route);
  if (!schema) return;
  const response = { ...schema.response };
  for (const status of statuses) response[status] ??= ErrorBody;
  route.schema = { ...schema, response };
}

type HeadersSchema = NonNullable<RouteSchema['headers']>;

/**
 * The headers schemas with an added header, one per schema they were added to: routes sharing
 * a headers schema (`LanguageHeaders`) keep sharing one, which ajv compiles once, not per route.
 */
const withHeader = new WeakMap<HeadersSchema, Map<string, HeadersSchema>>();
const noHeaders: HeadersSchema = { type: 'object', properties: {} };

/** Declares an optional request header on a route (its own declaration of it is kept). */
export function addOptionalHeader(route: RouteOptions, name: string, header: TSchema): void {
  const schema = documentedSchema(route);
  if (!schema) return;
  const headers = schema.headers ?? noHeaders;
  if (headers.properties?.[name]) return;
  let byName = withHeader.get(headers);
  if (!byName) {
    byName = new Map();
    withHeader.set(headers, byName);
  }
  let extended = byName.get(name);
  if (!extended) {
    extended = { ...headers, properties: { ...headers.properties, [name]: header } };
    byName.set(name, extended);
  }
  route.schema = { ...schema, headers: extended };
}

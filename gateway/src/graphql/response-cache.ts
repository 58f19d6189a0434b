import { createHash } from 'node:crypto';
import { type Cache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { type GraphQLSchema, getOperationAST, Kind, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { negotiateLanguage } from '../auth/language.ts';
import { readSession, sessionCookieName } from '../auth/session.ts';
import type { GatewayContext } from './context.ts';
import { toGlobalId } from './global-id.ts';

export type CacheOutcome = 'hit' | 'miss' | 'store';

export type ResponseCacheSettings = {
  /** A guest's own answers (stay, orders, account), per session; 0 keeps none. */
  sessionTtlMs: number;
  /** Answers made only of public content (properties, unit categories, client settings). */
  publicTtlMs: number;
};

/**
 * Root fields whose answers are the same for everyone: a property with its help and partner
 * content, a unit category, the client's settings. Everything else belongs to a guest.
 */
export const publicContentFields: ReadonlySet<string> = new Set([
  'property',
  'unitCategory',
  'clientConfiguration',
  'support',
]);
/** Never kept: a lookup must reach its attempt limit every time. */
const neverCachedFields = new Set(['checkInReservation']);

/**
 * The TTL of each root query field: a query's answer lives as long as its shortest-lived field
 * allows (@envelop/response-cache takes the minimum), so a stay query that also reads its
 * property lives as long as a stay, not as long as the property.
 */
export function ttlPerRootField(
  schema: GraphQLSchema,
  settings: ResponseCacheSettings,
): Record<string, number> {
  const fields = Object.keys(schema.getQueryType()?.getFields() ?? {});
  return Object.fromEntries(
    fields.map((field) => {
      const ttl = neverCachedFields.has(field)
        ? 0
        : publicContentFields.has(field)
          ? settings.publicTtlMs
          : settings.sessionTtlMs;
      return [`Query.${field}`, ttl];
    }),
  );
}

/**
 * Yoga's response cache (@graphql-yoga/plugin-response-cache) over `store` (this process's memory,
 * or Redis shared by every replica). Keyed by document, variables, session token, the `x-slug`
 * credential, language and accepted media type, so one caller's answer never reaches another.
 * Only error-free answers are kept, never past a door key validity boundary they contain.
 * A mutation drops every answer holding an entity it returns (the plugin) and, for a mutation on
 * a stay (a `slug` argument), every answer holding that reservation: on every replica when the
 * store is Redis. What stays stale up to the TTL: changes the gateway does not see (the core
 * API's own transitions, a moved clock) and a read that overlapped a mutation.
 */
export function useGatewayResponseCache(options: {
  schema: GraphQLSchema;
  settings: ResponseCacheSettings;
  store: Cache;
  observe?: (outcome: CacheOutcome) => void;
}): Plugin[] {
  const { settings } = options;
  const observe = options.observe ?? (() => {});
  const store = boundedByValidity(options.store, observe);
  const cachesGuestData = settings.sessionTtlMs > 0;
  return [
    useResponseCache({
      cache: store,
      session: sessionTokenOf,
      ttl: settings.sessionTtlMs,
      ttlPerSchemaCoordinate: ttlPerRootField(options.schema, settings),
      // Yoga adds ETag and Last-Modified to cached answers: not wanted on per-guest answers.
      shouldCacheResult: ({ result }) => !result.errors?.length && result.data != null,
      includeExtensionMetadata: false,
      buildResponseCacheKey: ({
        documentString,
        variableValues,
        operationName,
        sessionId,
        request,
      }) =>
        // The session's tag leads the key, so the store can index the answer under its session.
        `${sessionTag(sessionId ?? null)}:${sha256(
          JSON.stringify([
            documentString,
            operationName ?? null,
            variableValues ?? null,
            sessionId ?? null,
            request.headers.get('x-slug'),
            negotiateLanguage(Object.fromEntries(request.headers)) ?? null,
            request.headers.get('accept'),
          ]),
        )}`,
    }),
    ...(cachesGuestData ? [useMutationInvalidation(store)] : []),
  ];
}

function sessionTokenOf(request: Request): string | null {
  const session = readSession(
    request.headers.get('authorization') ?? undefined,
    cookieOf(request.headers.get('cookie'), sessionCookieName),
  );
  return session?.token ?? null;
}

/** A short, irreversible name for a session (all callers without one share `anonymous`). */
function sessionTag(token: string | null): string {
  return token === null ? 'anonymous' : sha256(token).slice(0, 16);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The pseudo-entity every answer of a session is indexed under. */
const sessionEntity = (tag: string) => ({ typename: 'Session', id: tag });

/**
 * After a mutation ran, drops every answer of the caller's session, and, for a mutation on a
 * stay (a root field with a `slug` argument), every answer holding that reservation, whoever
 * asked, whether or not the mutation's payload returns it.
 */
function useMutationInvalidation(store: Cache): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation !== 'mutation') return;
      const slugs = slugArguments(operation, args.variableValues ?? {});
      const { loaders, session } = args.contextValue as unknown as GatewayContext;
      return {
        async onExecuteDone({ result }) {
          // Refused before running (bad variables): nothing changed.
          if (!('data' in result) || result.data == null) return;
          await store.invalidate([sessionEntity(sessionTag(session?.token ?? null))]);
          for (const slug of slugs) {
            // The resolver read it already in this request (DataLoader): usually no new call.
            const reservation = await loaders.reservationBySlug.load(slug).catch(() => undefined);
            await store.invalidate(
              reservation
                ? [{ typename: 'Reservation', id: toGlobalId('Reservation', reservation.id) }]
                : [{ typename: 'Reservation' }],
            );
          }
        },
      };
    },
  };
}

function slugArguments(
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): string[] {
  const slugs = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) {
      if (argument.name.value !== 'slug') continue;
      const value =
        argument.value.kind === Kind.VARIABLE
          ? variables[argument.value.name.value]
          : argument.value.kind === Kind.STRING
            ? argument.value.value
            : undefined;
      if (typeof value === 'string') slugs.add(value);
    }
  }
  return [...slugs];
}

/**
 * The store, counting hits, misses and stores, never keeping an answer past a boundary, and
 * indexing each answer under its session too (the key's leading tag).
 */
function boundedByValidity(store: Cache, observe: (outcome: CacheOutcome) => void): Cache {
  return {
    async get(key) {
      const found = await store.get(key);
      observe(found ? 'hit' : 'miss');
      return found;
    },
    async set(key, result, entities, ttl) {
      const now = Date.now();
      const bounded = Math.min(ttl, nextBoundaryAfter(result.data, now) - now);
      if (bounded <= 0) return;
      observe('store');
      const tag = key.slice(0, key.indexOf(':'));
      await store.set(key, result, [...entities, sessionEntity(tag)], bounded);
    },
    invalidate: (entities) => store.invalidate(entities),
  };
}

/** Fields whose time is a door key's validity boundary: an answer must not outlive one. */
const boundaryFields = new Set(['availableAt', 'validFrom', 'validTo']);

/** The earliest validity boundary after `now` anywhere in the answer, or Infinity. */
export function nextBoundaryAfter(value: unknown, now: number): number {
  let earliest = Number.POSITIVE_INFINITY;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, child] of Object.entries(node)) {
        if (boundaryFields.has(name) && typeof child === 'string') {
          const at = Date.parse(child);
          if (at > now && at < earliest) earliest = at;
        } else {
          visit(child);
        }
      }
    }
  };
  visit(value);
  return earliest;
}

/** One cookie's value from a `Cookie` header (the Fetch request Yoga sees has no parsed cookies). */
function cookieOf(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

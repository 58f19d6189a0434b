import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { negotiateLanguage } from '../auth/language.ts';
import { readSession, sessionCookieName } from '../auth/session.ts';
import { clientAppOf, extractDocumentId } from '../hardening/trusted-documents.ts';
import type { ResponseStore } from '../shared-state/response-store.ts';
import type { GatewayContext } from './context.ts';
import { fromGlobalId, toGlobalId } from './global-id.ts';

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
 * The gateway's response cache, a Yoga plugin pair over `store` (this process's memory, or Redis
 * shared by every replica). What it costs is paid only by operations it keeps:
 *
 * - Each document is planned once (by persisted document id, or by the hash of ad-hoc text
 *   outside production): a query's TTL is its shortest-lived root field's; a query with TTL 0
 *   (personal answers while `RESPONSE_CACHE_TTL_MS=0`, the booking lookup), a subscription, or
 *   a mutation while nothing personal is kept never meets the cache again: no key, no lookup,
 *   no walk of its result.
 * - The key is the document id (never the text), operation name, variables and the caller's
 *   scope: session token, `x-slug` credential, language. The media type is not in it: the body
 *   is the same JSON for both, only the header differs.
 * - A hit is the stored JSON text, answered as it is (no parse, no serialisation).
 *
 * Only error-free answers are kept, never past a door key validity boundary they contain. Each is
 * indexed under the global ids it contains, the stays its `slug` arguments and `x-slug` name,
 * and its session, so a mutation drops every answer holding an id its payload returns, every
 * answer of the stay it names (a `slug` argument) and every answer of the caller's session: on
 * every replica when the store is Redis. What stays stale up to the TTL: changes the gateway
 * does not see (the core API's own transitions, a moved clock) and a read that overlapped a
 * mutation.
 */
export function useGatewayResponseCache(options: {
  schema: GraphQLSchema;
  settings: ResponseCacheSettings;
  store: ResponseStore;
  /** Outside production ad-hoc documents are cached too, keyed by the hash of their text. */
  cachesAdHocDocuments: boolean;
  observe?: (outcome: CacheOutcome) => void;
}): { beforeTrustedDocuments: Plugin; afterTrustedDocuments: Plugin } {
  const { settings } = options;
  const observe = options.observe ?? (() => {});
  const store = boundedByValidity(options.store, observe);
  const ttls = ttlPerRootField(options.schema, settings);
  const cachesGuestData = settings.sessionTtlMs > 0;
  const plans = new DocumentPlans(ttls, cachesGuestData);
  /** The document's key as the client named it, before trusted documents replace it by text. */
  const documentKeys = new WeakMap<Request, string>();
  /** What happens after execution, for requests the cache takes part in. */
  const pending = new WeakMap<Request, Pending>();

  const beforeTrustedDocuments: Plugin = {
    onParams({ params, request }) {
      const id = extractDocumentId(params);
      // An id is an app's own (trusted-documents/registry.ts): two apps may use one for two texts.
      if (id !== null) {
        const { app, version } = clientAppOf(request);
        documentKeys.set(request, `id:${app ?? ''}:${version ?? ''}:${id}`);
      } else if (options.cachesAdHocDocuments && typeof params.query === 'string' && params.query) {
        documentKeys.set(request, `text:${sha256(params.query)}`);
      }
    },
  };

  const afterTrustedDocuments: Plugin = {
    onParams({ params, request, setResult, context }) {
      const documentKey = documentKeys.get(request);
      if (documentKey === undefined || typeof params.query !== 'string') return;
      const plan = plans.of(documentKey, params.query, params.operationName ?? undefined);
      if (plan.kind === 'untouched') return;
      const variables = (params.variables ?? {}) as Record<string, unknown>;
      const caller = callerOf(request, context);
      const session = caller.session;
      const slugs = plan.slugsIn(variables);
      if (plan.kind === 'mutation') {
        pending.set(request, { kind: 'mutation', session, slugs });
        return;
      }
      const mediaType = jsonMediaTypeOf(request);
      if (mediaType === undefined) return;
      const scope = [caller.slug, caller.language];
      const key = `${sessionTag(session)}:${sha256(
        JSON.stringify([documentKey, params.operationName ?? null, variables, session, scope]),
      )}`;
      return store.get(key).then((body) => {
        if (body !== undefined) {
          setResult(storedAnswer(body, mediaType) as never);
          return;
        }
        const xSlug = caller.slug;
        pending.set(request, {
          kind: 'query',
          key,
          ttl: plan.ttl,
          scopeEntities: [
            ...[...slugs, ...(xSlug ? [xSlug] : [])].map(stayEntity),
            sessionEntity(sessionTag(session)),
          ],
        });
      });
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const next = request && pending.get(request);
      if (!next) return;
      if (next.kind === 'query') {
        return {
          onExecuteDone({ result }) {
            if ('errors' in result && result.errors?.length) return;
            if (!('data' in result) || result.data == null) return;
            const entities = [...next.scopeEntities, ...nodeEntitiesIn(result.data)];
            return store.set(next.key, result.data, entities, next.ttl);
          },
        };
      }
      const { loaders } = args.contextValue as unknown as GatewayContext;
      return {
        async onExecuteDone({ result }) {
          // Refused before running (bad variables): nothing changed.
          if (!('data' in result) || result.data == null) return;
          await store.invalidate([
            sessionEntity(sessionTag(next.session)),
            ...next.slugs.map(stayEntity),
            ...nodeEntitiesIn(result.data),
          ]);
          for (const slug of next.slugs) {
            // The resolver read it already in this request (DataLoader): usually no new call.
            const reservation = await loaders.reservationBySlug.load(slug).catch(() => undefined);
            if (reservation) {
              const id = toGlobalId('Reservation', reservation.id);
              await store.invalidate([{ typename: 'Reservation', id }]);
            }
          }
        },
      };
    },
    onResultProcess({ result, setResultProcessor }) {
      if (!isStoredAnswer(result)) return;
      setResultProcessor((answer, fetchAPI) => {
        const { body, mediaType } = answer as unknown as StoredAnswer;
        return new fetchAPI.Response(body, {
          status: 200,
          headers: { 'content-type': `${mediaType}; charset=utf-8` },
        });
      }, result[storedAnswerMark].mediaType);
    },
  };
  return { beforeTrustedDocuments, afterTrustedDocuments };
}

type Pending =
  | { kind: 'query'; key: string; ttl: number; scopeEntities: Entity[] }
  | { kind: 'mutation'; session: string | null; slugs: string[] };

type Entity = { typename: string; id?: string };

/** A stay named by its slug (an argument or `x-slug`), under a hash: keys never hold a slug. */
const stayEntity = (slug: string): Entity => ({ typename: 'Stay', id: sha256(slug).slice(0, 32) });

/** Every global id in an answer, as the entity it names (the type is inside the id). */
function nodeEntitiesIn(data: unknown): Entity[] {
  const entities: Entity[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, child] of Object.entries(node)) {
        if (name === 'id' && typeof child === 'string') {
          const type = fromGlobalId(child)?.type;
          if (type) entities.push({ typename: type, id: child });
        } else if (typeof child === 'object') {
          visit(child);
        }
      }
    }
  };
  visit(data);
  return entities;
}

/** What a document means to the cache, worked out once per document and operation name. */
type Plan =
  | { kind: 'untouched' }
  | { kind: 'query'; ttl: number; slugsIn(variables: Record<string, unknown>): string[] }
  | { kind: 'mutation'; slugsIn(variables: Record<string, unknown>): string[] };

class DocumentPlans {
  readonly #plans = new Map<string, Plan>();
  readonly #ttls: Record<string, number>;
  readonly #cachesGuestData: boolean;

  constructor(ttls: Record<string, number>, cachesGuestData: boolean) {
    this.#ttls = ttls;
    this.#cachesGuestData = cachesGuestData;
  }

  of(documentKey: string, text: string, operationName: string | undefined): Plan {
    const key = `${documentKey} ${operationName ?? ''}`;
    let plan = this.#plans.get(key);
    if (!plan) {
      plan = this.#planOf(text, operationName);
      // Ad-hoc documents are unbounded in number; persisted ones are a few dozen.
      if (this.#plans.size >= 2000) this.#plans.clear();
      this.#plans.set(key, plan);
    }
    return plan;
  }

  #planOf(text: string, operationName: string | undefined): Plan {
    let operation: OperationDefinitionNode | null | undefined;
    try {
      operation = getOperationAST(parse(text), operationName);
    } catch {
      return { kind: 'untouched' };
    }
    if (!operation) return { kind: 'untouched' };
    const slugsIn = slugArgumentsOf(operation);
    if (operation.operation === 'mutation') {
      return this.#cachesGuestData ? { kind: 'mutation', slugsIn } : { kind: 'untouched' };
    }
    if (operation.operation !== 'query') return { kind: 'untouched' };
    let ttl = Number.POSITIVE_INFINITY;
    for (const selection of operation.selectionSet.selections) {
      // A fragment at the root could hold any field: not worth keeping such a document.
      if (selection.kind !== Kind.FIELD) return { kind: 'untouched' };
      if (selection.name.value === '__typename') continue;
      ttl = Math.min(ttl, this.#ttls[`Query.${selection.name.value}`] ?? 0);
    }
    return ttl > 0 && Number.isFinite(ttl)
      ? { kind: 'query', ttl, slugsIn }
      : { kind: 'untouched' };
  }
}

/** The `slug` arguments of the root fields: literal, or the variable that feeds them. */
function slugArgumentsOf(
  operation: OperationDefinitionNode,
): (variables: Record<string, unknown>) => string[] {
  const literals: string[] = [];
  const variableNames: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) {
      if (argument.name.value !== 'slug') continue;
      if (argument.value.kind === Kind.VARIABLE) variableNames.push(argument.value.name.value);
      else if (argument.value.kind === Kind.STRING) literals.push(argument.value.value);
    }
  }
  return (variables) => {
    const slugs = new Set(literals);
    for (const name of variableNames) {
      const value = variables[name];
      if (typeof value === 'string') slugs.add(value);
    }
    return [...slugs];
  };
}

const storedAnswerMark = Symbol('stored answer');
type StoredAnswer = { body: string; mediaType: string };

/** A hit travels to the result processor as this marker instead of an execution result. */
function storedAnswer(body: string, mediaType: string) {
  return { [storedAnswerMark]: { body, mediaType }, body, mediaType };
}

function isStoredAnswer(
  result: unknown,
): result is { [storedAnswerMark]: StoredAnswer } & StoredAnswer {
  return typeof result === 'object' && result !== null && storedAnswerMark in result;
}

/**
 * The JSON media type the answer goes out as, the one Yoga would choose: GraphQL over HTTP's
 * when accepted, else `application/json`; undefined for a request accepting neither (an event
 * stream), which the cache leaves to Yoga.
 */
function jsonMediaTypeOf(request: Request): string | undefined {
  const accept = request.headers.get('accept');
  if (!accept || accept.includes('*/*')) return 'application/json';
  const spec = accept.indexOf('application/graphql-response+json');
  const json = accept.indexOf('application/json');
  if (spec === -1 && json === -1) return undefined;
  if (spec === -1) return 'application/json';
  if (json === -1) return 'application/graphql-response+json';
  return spec < json ? 'application/graphql-response+json' : 'application/json';
}

type Caller = { session: string | null; slug: string | null; language: string | null };

/**
 * Who asks, read where the GraphQL context reads it (graphql/context.ts): the Fastify request Yoga
 * was handed. For an in-process call (server rendering) that request carries the page's cookies
 * while the Fetch request holds only the headers the caller passed, so keying on the Fetch
 * request could file a guest's answer under no session. Without one, the Fetch request's headers.
 */
function callerOf(request: Request, context: unknown): Caller {
  const req = (context as { req?: FastifyRequest } | undefined)?.req;
  if (req) {
    const slug = req.headers['x-slug'];
    return {
      session:
        readSession(req.headers.authorization, req.cookies?.[sessionCookieName])?.token ?? null,
      slug: typeof slug === 'string' ? slug : null,
      language: negotiateLanguage(req.headers) ?? null,
    };
  }
  return {
    session: sessionTokenOf(request),
    slug: request.headers.get('x-slug'),
    language:
      negotiateLanguage({
        'x-language-code': request.headers.get('x-language-code') ?? undefined,
        'accept-language': request.headers.get('accept-language') ?? undefined,
      }) ?? null,
  };
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
const sessionEntity = (tag: string): Entity => ({ typename: 'Session', id: tag });

/**
 * The store, counting hits, misses and stores, and never keeping an answer past a door key
 * validity boundary it contains. Stores the JSON text the client receives for `data`.
 */
function boundedByValidity(store: ResponseStore, observe: (outcome: CacheOutcome) => void) {
  return {
    async get(key: string): Promise<string | undefined> {
      const found = await store.get(key);
      observe(found === undefined ? 'miss' : 'hit');
      return found;
    },
    async set(key: string, data: unknown, entities: Entity[], ttl: number): Promise<void> {
      const now = Date.now();
      const bounded = Math.min(ttl, nextBoundaryAfter(data, now) - now);
      if (bounded <= 0) return;
      observe('store');
      await store.set(key, JSON.stringify({ data }), entities, bounded);
    },
    invalidate: (entities: Entity[]) => store.invalidate(entities),
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

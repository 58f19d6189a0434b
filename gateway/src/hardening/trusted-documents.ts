import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLParams } from 'graphql-yoga';
import type { DocumentRegistry } from '../trusted-documents/registry.ts';
import { appOrVersionPattern } from '../trusted-documents/store.ts';

/** Map of persisted document id to query text, written by the web build (relay persistConfig). */
export type PersistedDocuments = ReadonlyMap<string, string>;

export function loadPersistedDocuments(
  file: string,
  logger: FastifyBaseLogger,
): PersistedDocuments {
  if (!existsSync(file)) {
    logger.warn(
      { file },
      'No persisted documents file: browsers can only send ad-hoc operations outside production',
    );
    return new Map();
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error(`${file} is not a JSON object`);
  const entries = Object.entries(parsed).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  logger.info({ file, count: entries.length }, 'Loaded persisted documents');
  return new Map(entries);
}

export const apiKeyHeader = 'x-api-key';

/** Compares a presented key against the allow list in constant time per candidate. */
export function isAllowedApiKey(presented: string | null, allowList: readonly string[]): boolean {
  if (!presented) return false;
  const presentedBytes = Buffer.from(presented);
  let allowed = false;
  for (const candidate of allowList) {
    const candidateBytes = Buffer.from(candidate);
    const sameLength = candidateBytes.length === presentedBytes.length;
    // Compare equal-length buffers even on a length mismatch so timing does not reveal lengths.
    const matches = timingSafeEqual(sameLength ? presentedBytes : candidateBytes, candidateBytes);
    allowed = (sameLength && matches) || allowed;
  }
  return allowed;
}

/**
 * Relay sends `{ id }` or `{ doc_id }`; the GraphQL-over-HTTP draft names it `documentId`;
 * Apollo-style clients send `extensions.persistedQuery.sha256Hash`. All are accepted.
 */
export function extractDocumentId(params: GraphQLParams): string | null {
  const body = params as GraphQLParams & Record<string, unknown>;
  for (const name of ['documentId', 'doc_id', 'id'] as const) {
    const value = body[name];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  const persisted = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

const refusalStatus = { status: 400, spec: true };

/** The headers a client app names itself with, as Apollo's and Hive's clients send them. */
export const clientNameHeader = 'graphql-client-name';
export const clientVersionHeader = 'graphql-client-version';

/** The app and version a request names; neither when absent or not a possible name. */
export function clientAppOf(request: Request): { app?: string; version?: string } {
  const app = request.headers.get(clientNameHeader) ?? undefined;
  const version = request.headers.get(clientVersionHeader) ?? undefined;
  return {
    ...(app && appOrVersionPattern.test(app) ? { app } : {}),
    ...(version && appOrVersionPattern.test(version) ? { version } : {}),
  };
}

/**
 * Trusted documents: a persisted document id of the app the request names (its
 * `graphql-client-name`, else the web client) always works; an ad-hoc operation works outside
 * production, and in production only for internal tools presenting an allowed API key.
 */
export function useTrustedDocuments(options: {
  registry: Pick<DocumentRegistry, 'lookup'>;
  allowAdHocOperations: boolean;
  apiKeys: readonly string[];
}) {
  return usePersistedOperations({
    getPersistedOperation: (id, request) => {
      const { app, version } = clientAppOf(request);
      return options.registry.lookup(app, version, id) ?? null;
    },
    extractPersistedOperationId: extractDocumentId,
    allowArbitraryOperations: (request) =>
      options.allowAdHocOperations ||
      isAllowedApiKey(request.headers.get(apiKeyHeader), options.apiKeys),
    // A refusal without `data`: 400 to `application/graphql-response+json` (GraphQL over HTTP),
    // 200 to `application/json` (`spec: true` tells Yoga the status is that media type's only).
    customErrors: {
      notFound: {
        message:
          'Unknown persisted document: not among the active documents of the app the request names (graphql-client-name, else the web client).',
        extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND', http: refusalStatus },
      },
      persistedQueryOnly: {
        message: 'Only persisted documents are accepted.',
        extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED', http: refusalStatus },
      },
      keyNotFound: {
        message: 'Persisted document id missing.',
        extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED', http: refusalStatus },
      },
    },
  });
}

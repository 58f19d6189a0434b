import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { isAllowedApiKey } from '../hardening/trusted-documents.ts';
import { sendRefusal } from '../http/refusals.ts';
import { documentProblems } from './checks.ts';
import { ManifestError, readManifest } from './manifest.ts';
import { type DocumentRegistry, VersionConflict } from './registry.ts';
import { appOrVersionPattern } from './store.ts';

export type AdminRoutesOptions = {
  registry: DocumentRegistry;
  /** The schema documents are checked against when published (the one the gateway runs). */
  schema: GraphQLSchema;
  /** `DOCUMENTS_ADMIN_KEYS`: the keys client apps' CI publish with. None: the routes refuse all. */
  adminKeys: readonly string[];
};

export const documentsAdminPath = '/admin/documents';

/** A manifest of a few hundred documents is a few hundred KB; the GraphQL route's limit is 100 KB. */
const manifestBodyLimit = 5 * 1024 * 1024;

const name = { type: 'string', pattern: appOrVersionPattern.source };
const versionParams = {
  type: 'object',
  required: ['app', 'version'],
  properties: { app: name, version: name },
} as const;
const summary = {
  type: 'object',
  properties: {
    app: { type: 'string' },
    version: { type: 'string' },
    publishedAt: { type: 'string' },
    retiredAt: { type: ['string', 'null'] },
    documentCount: { type: 'integer' },
  },
} as const;

/**
 * The admin API client apps' CI publish and retire their trusted documents with
 * (`npm run documents:publish`, scripts/documents.ts), behind its own keys, `Authorization:
 * Bearer <key>` (never the internal tools' `GATEWAY_API_KEYS`: publishing decides what every
 * browser may run). A manifest is checked whole before anything is stored: every document must
 * run in production (schema, limits), or the version is refused with each document's reason.
 */
async function documentsAdmin(app: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const { registry } = options;
  const authorised = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
    return isAllowedApiKey(key, options.adminKeys);
  };
  // This plugin is its own scope: the hook guards its routes alone.
  app.addHook('onRequest', async (request, reply) => {
    if (authorised(request)) return;
    reply.header('www-authenticate', 'Bearer');
    return sendRefusal(request, reply, {
      status: 401,
      code: 'UNAUTHENTICATED',
      message:
        options.adminKeys.length === 0
          ? 'Publishing documents is off on this gateway: it has no DOCUMENTS_ADMIN_KEYS.'
          : 'Publishing documents needs Authorization: Bearer <one of DOCUMENTS_ADMIN_KEYS>.',
    });
  });

  app.get(
    documentsAdminPath,
    {
      schema: {
        response: {
          200: { type: 'object', properties: { versions: { type: 'array', items: summary } } },
        },
      },
    },
    async () => ({ versions: registry.list() }),
  );

  app.put<{ Params: { app: string; version: string } }>(
    `${documentsAdminPath}/:app/:version`,
    {
      bodyLimit: manifestBodyLimit,
      schema: {
        params: versionParams,
        response: {
          200: { type: 'object', properties: { created: { type: 'boolean' }, version: summary } },
          201: { type: 'object', properties: { created: { type: 'boolean' }, version: summary } },
        },
      },
    },
    async (request, reply) => {
      const { app: appName, version } = request.params;
      let manifest: ReturnType<typeof readManifest>;
      try {
        manifest = readManifest(request.body);
      } catch (error) {
        if (!(error instanceof ManifestError)) throw error;
        return sendRefusal(request, reply, {
          status: 400,
          code: 'BAD_REQUEST',
          message: error.message,
        });
      }
      const problems = documentProblems(options.schema, manifest);
      if (problems.length > 0) {
        request.log.info(
          { app: appName, version, refused: problems.length },
          'trusted documents refused',
        );
        return reply
          .code(400)
          .type('application/json; charset=utf-8')
          .send({
            errors: problems.map((problem) => ({
              message: `${problem.documentId}${problem.operationName ? ` (${problem.operationName})` : ''}: ${problem.message}`,
              ...(problem.locations ? { locations: problem.locations } : {}),
              extensions: {
                code: problem.code,
                documentId: problem.documentId,
                operationName: problem.operationName,
              },
            })),
          });
      }
      try {
        const outcome = await registry.publish(appName, version, manifest);
        return reply
          .code(outcome.created ? 201 : 200)
          .send({ created: outcome.created, version: outcome.summary });
      } catch (error) {
        if (!(error instanceof VersionConflict)) return storeUnavailable(request, reply, error);
        return sendRefusal(request, reply, {
          status: 409,
          code: 'BAD_REQUEST',
          message: error.message,
        });
      }
    },
  );

  app.delete<{ Params: { app: string; version: string } }>(
    `${documentsAdminPath}/:app/:version`,
    {
      schema: {
        params: versionParams,
        response: { 200: { type: 'object', properties: { version: summary } } },
      },
    },
    async (request, reply) => {
      const { app: appName, version } = request.params;
      let retired: Awaited<ReturnType<DocumentRegistry['retire']>>;
      try {
        retired = await registry.retire(appName, version);
      } catch (error) {
        return storeUnavailable(request, reply, error);
      }
      if (!retired) {
        return sendRefusal(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          message: `${appName} ${version} was never published here.`,
        });
      }
      return { version: retired };
    },
  );
}

/** The store (Redis, the directory) failed: nothing changed, and the CI may simply try again. */
function storeUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'trusted documents: the store refused a change');
  return sendRefusal(request, reply, {
    status: 503,
    code: 'UNKNOWN',
    message:
      'The document store did not take the change: nothing was published or retired; try again.',
  });
}

/** Registered as its own encapsulated scope, so its key check applies to its routes only. */
export const documentsAdminRoutes = documentsAdmin;

import type { Variables } from 'relay-runtime';

/**
 * The parts of Relay's RequestParameters used here. Relay's typings say an operation has either an
 * id or a text; with `include_query_text` the compiler emits both.
 */
export type OperationDocument = {
  readonly name: string;
  readonly id?: string | null;
  readonly text?: string | null;
};

export type DocumentMode = 'text' | 'persisted';

/** Where queries and mutations go, on the page's own origin. */
export const graphqlPath = '/graphql';

/** The answers the client reads: GraphQL over HTTP's own media type, or plain JSON. */
export const acceptedAnswers = 'application/graphql-response+json, application/json';

/**
 * Production sends only the persisted document id, which the gateway resolves from its trusted
 * documents (`persisted-documents.json`); development sends the text so schema changes can be
 * tried without restarting the gateway on a fresh document list.
 */
export function buildRequestBody(
  params: OperationDocument,
  variables: Variables,
  mode: DocumentMode,
): Record<string, unknown> {
  if (mode === 'persisted') {
    if (!params.id) throw new Error(`Operation ${params.name} has no persisted document id.`);
    return { documentId: params.id, variables };
  }
  // A preloadable query's parameters carry only its id (its text stays in the screen's chunk):
  // a persisted document id is accepted in every environment.
  if (!params.text && params.id) return { documentId: params.id, variables };
  if (!params.text) throw new Error(`Operation ${params.name} has no query text.`);
  return { query: params.text, variables, operationName: params.name };
}

import type { RequestParameters, Variables } from 'relay-runtime';

export type DocumentMode = 'text' | 'persisted';

/**
 * Production sends only the persisted document id, which the gateway resolves from its trusted
 * documents (`persisted-documents.json`); development sends the text so schema changes can be
 * tried without restarting the gateway on a fresh document list.
 */
export function buildRequestBody(
  params: RequestParameters,
  variables: Variables,
  mode: DocumentMode,
): Record<string, unknown> {
  if (mode === 'persisted') {
    if (!params.id) throw new Error(`Operation ${params.name} has no persisted document id.`);
    return { documentId: params.id, variables };
  }
  if (!params.text) throw new Error(`Operation ${params.name} has no query text.`);
  return { query: params.text, variables, operationName: params.name };
}

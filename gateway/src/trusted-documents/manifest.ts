/**
 * The manifests client builds already write, read into one map of document id to text:
 * - Apollo's persisted query list (`@apollo/generate-persisted-query-manifest`):
 *   `{ "format": "apollo-persisted-query-manifest", "version": 1, "operations": [{ "id", "name",
 *   "type", "body" }] }`;
 * - Relay's persisted output (`persistConfig`) and graphql-codegen's client preset
 *   (`persisted-documents.json`): `{ "<id>": "<text>" }`.
 */
export type Manifest = ReadonlyMap<string, string>;

export class ManifestError extends Error {}

/** A document id as clients send it: a hash or a name, nothing that could be a path or a header. */
export const documentIdPattern = /^[A-Za-z0-9_:.-]{1,128}$/;

export function readManifest(body: unknown): Manifest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ManifestError('The manifest must be a JSON object.');
  }
  const record = body as Record<string, unknown>;
  const entries = record.format === undefined ? mapEntries(record) : apolloEntries(record);
  if (entries.length === 0) throw new ManifestError('The manifest holds no document.');
  const documents = new Map<string, string>();
  for (const [id, text] of entries) {
    if (!documentIdPattern.test(id)) {
      throw new ManifestError(
        `The document id ${JSON.stringify(id.slice(0, 140))} is not 1-128 of A-Z a-z 0-9 _ : . -.`,
      );
    }
    const known = documents.get(id);
    if (known !== undefined && known !== text) {
      throw new ManifestError(`The document id ${id} is given twice, with two different texts.`);
    }
    documents.set(id, text);
  }
  return documents;
}

function mapEntries(record: Record<string, unknown>): [string, string][] {
  return Object.entries(record).map(([id, text]) => {
    if (typeof text !== 'string' || text.trim() === '') {
      throw new ManifestError(`The document ${id} is not a document's text.`);
    }
    return [id, text];
  });
}

function apolloEntries(record: Record<string, unknown>): [string, string][] {
  if (record.format !== 'apollo-persisted-query-manifest' || record.version !== 1) {
    throw new ManifestError(
      'Unknown manifest format: expected an Apollo persisted query manifest (format "apollo-persisted-query-manifest", version 1) or an object of document id to text.',
    );
  }
  if (!Array.isArray(record.operations)) {
    throw new ManifestError('The manifest\'s "operations" must be a list.');
  }
  return record.operations.map((operation: unknown, index) => {
    const { id, body } = (operation ?? {}) as { id?: unknown; body?: unknown };
    if (typeof id !== 'string' || typeof body !== 'string' || body.trim() === '') {
      throw new ManifestError(`operations[${index}] needs a string "id" and "body".`);
    }
    return [id, body];
  });
}

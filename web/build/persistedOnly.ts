import type { Plugin } from 'vite';

const artifactPattern = /[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/;
const operationText = /"text": "(?:[^"\\]|\\.)*"/;

/**
 * The production build sends every operation by its persisted id (`relay/requestBody.ts`), so the
 * operation texts the compiler writes into the artifacts (`include_query_text`, for development
 * and the persisted-documents list) are left out of the bundle: less to download on every page,
 * and no query documents to read in the shipped code.
 */
export function persistedOnly(): Plugin {
  return {
    name: 'guest:persisted-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!artifactPattern.test(id) || !operationText.test(code)) return null;
      return { code: code.replace(operationText, '"text": null'), map: null };
    },
  };
}

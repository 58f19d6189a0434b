import { describe, expect, it } from 'vitest';
import { buildRequestBody, type OperationDocument } from './requestBody.ts';

const params = {
  id: 'sha-of-document',
  name: 'StayRouteQuery',
  text: 'query StayRouteQuery($slug: String!) { reservation(slug: $slug) { id } }',
} satisfies OperationDocument;

describe('buildRequestBody', () => {
  it('sends only the persisted document id and variables in production', () => {
    expect(buildRequestBody(params, { slug: 'k3x9' }, 'persisted')).toEqual({
      documentId: 'sha-of-document',
      variables: { slug: 'k3x9' },
    });
  });

  it('sends the query text and operation name in development', () => {
    expect(buildRequestBody(params, { slug: 'k3x9' }, 'text')).toEqual({
      query: params.text,
      variables: { slug: 'k3x9' },
      operationName: 'StayRouteQuery',
    });
  });

  it("sends a preloadable query's id in development too: its parameters carry no text", () => {
    expect(buildRequestBody({ ...params, text: null }, { slug: 'k3x9' }, 'text')).toEqual({
      documentId: 'sha-of-document',
      variables: { slug: 'k3x9' },
    });
  });

  it('refuses to send an operation that was not persisted', () => {
    expect(() => buildRequestBody({ ...params, id: null }, {}, 'persisted')).toThrow(
      /StayRouteQuery/,
    );
  });
});

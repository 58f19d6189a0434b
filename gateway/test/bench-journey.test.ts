import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatewayJourney, persistedDocumentIds } from '../scripts/bench/journey.ts';

describe('the stay journey benchmark (npm run bench:journey)', () => {
  it("asks for operations the web client persists today, so it runs after a screen's query is renamed", () => {
    const documents = persistedDocumentIds(
      join(import.meta.dirname, '..', '..', 'web', 'persisted-documents.json'),
    );
    expect(() => gatewayJourney(documents, 'bench-key')).not.toThrow();
  });
});

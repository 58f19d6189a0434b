import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/yoga.ts';
import { isAllowedApiKey, loadPersistedDocuments } from '../src/hardening/trusted-documents.ts';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

const webDocumentsFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'persisted-documents.json',
);
const silentLogger = { info: () => {}, warn: () => {} } as never;

describe("the web client's persisted documents", () => {
  const documents = loadPersistedDocuments(webDocumentsFile, silentLogger);

  it('all validate against the gateway schema', () => {
    expect(documents.size).toBeGreaterThan(0);
    const schema = buildSchema();
    for (const [id, text] of documents) {
      expect(validate(schema, parse(text)).map((error) => `${id}: ${error.message}`)).toEqual([]);
    }
  });

  describe('in production', () => {
    const { sandbox, gateway } = useSandboxAndGateway({
      env: {
        APP_ENV: 'production',
        BOT_CHECK_SITE_KEY: 'key',
        PERSISTED_DOCUMENTS_FILE: webDocumentsFile,
      },
      persistedDocuments: documents,
    });

    it('runs the stay screen query by its document id, as the browser sends it', async () => {
      const [id] = [...documents].find(([, text]) => text.includes('query StayRouteQuery')) ?? [];
      const booked = await sandbox().createReservation();
      sandbox().calls.length = 0;
      const { body } = await graphql(gateway(), {
        documentId: id,
        variables: { slug: booked.slug },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data).toMatchObject({
        reservation: { confirmationNumber: booked.confirmationNumber },
      });
      // Whatever the screen selects, each distinct core API resource is read once.
      expect(sandbox().calls).toContain(`GET /check-in/${booked.slug}`);
      expect(sandbox().calls).toEqual([...new Set(sandbox().calls)]);
    });

    // The document limits (cost, depth, aliases) are checked in validation, before anything runs;
    // a screen whose query is over them fails for every guest (the cost counts each listed item).
    // The schema is not the cause (see above), so a validation failure here is a limit.
    it('refuses none of them for the document limits', async () => {
      const overLimits: string[] = [];
      for (const [id, text] of documents) {
        if (text.startsWith('subscription')) continue;
        const { body } = await graphql(gateway(), { documentId: id, variables: {} });
        for (const error of body.errors ?? []) {
          const code = error.extensions?.code;
          if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'COST_ESTIMATED_TOO_EXPENSIVE') {
            overLimits.push(id);
          }
        }
      }
      expect(overLimits).toEqual([]);
    });

    it('runs the check-in lookup by its document id, each core API resource read once', async () => {
      const [id] =
        [...documents].find(([, text]) => text.includes('query CheckInRouteQuery')) ?? [];
      const booked = await sandbox().createReservation();
      sandbox().calls.length = 0;
      const { body } = await graphql(gateway(), {
        documentId: id,
        variables: { lastName: booked.lastName, bookingNumber: booked.confirmationNumber },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data).toMatchObject({ checkInReservation: { slug: booked.slug } });
      expect(sandbox().calls).toContain('GET /check-in');
      expect(sandbox().calls).toEqual([...new Set(sandbox().calls)]);
    });
  });
});

describe('API key allow list', () => {
  it('accepts only exact keys from the list', () => {
    expect(isAllowedApiKey('key-b', ['key-a', 'key-b'])).toBe(true);
    expect(isAllowedApiKey('key-', ['key-a', 'key-b'])).toBe(false);
    expect(isAllowedApiKey('key-bb', ['key-a', 'key-b'])).toBe(false);
    expect(isAllowedApiKey(null, ['key-a'])).toBe(false);
    expect(isAllowedApiKey('', [''])).toBe(false);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/HTTP's JSON encoding carries it. */
export type ExportedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  status?: { code?: number };
};

export type OtlpReceiver = {
  /** The base address, as `OTEL_EXPORTER_OTLP_ENDPOINT` takes it. */
  url: string;
  /** Every span received (exporters sending `http/json`). */
  spans: ExportedSpan[];
  /** Export requests received, of any encoding. */
  exports(): number;
  close(): Promise<void>;
};

/**
 * A minimal OTLP/HTTP receiver on loopback: answers every export 200 and keeps the spans of
 * JSON-encoded ones. Used by `test/tracing.test.ts` and by `bench:paired --otlp-sink`, where it
 * stands in for a collector so the gateway's exporting costs what it would in production.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ExportedSpan[] = [];
  let exports = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        exports++;
        if (request.headers['content-type']?.includes('json')) {
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
            resourceSpans?: { scopeSpans?: { spans?: ExportedSpan[] }[] }[];
          };
          for (const resource of body.resourceSpans ?? []) {
            for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    exports: () => exports,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

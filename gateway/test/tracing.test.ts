import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ExportedSpan,
  type OtlpReceiver,
  startOtlpReceiver,
} from '../scripts/bench/otlp-receiver.ts';
import { type FaultyProxy, startFaultyProxy } from './support/faulty-proxy.ts';
import { type GatewayProcess, startGatewayProcess } from './support/gateway-process.ts';
import { type CreatedReservation, type RunningSandbox, startSandbox } from './support/sandbox.ts';
import { writeServerRenderedDist } from './support/web-dist.ts';

// OpenTelemetry, as an operator turns it on: a gateway process started with the standard OTEL_*
// variables exports its spans over OTLP (HTTP, JSON) to a receiver in this test, and the core API
// (the sandbox, behind a proxy that records headers) receives the W3C `traceparent`. The page is
// drawn by a stand-in server entry whose render reads the stay through in-process GraphQL.

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((each) => each.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('traces (OpenTelemetry)', () => {
  let sandbox: RunningSandbox;
  let proxy: FaultyProxy;
  let receiver: OtlpReceiver;
  let traced: GatewayProcess;
  let untraced: GatewayProcess;
  let booked: CreatedReservation;
  /** The `traceparent` of every core API request, by `METHOD /path`. */
  const traceparents: { call: string; traceparent: string | undefined }[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox();
    booked = await sandbox.createReservation();
    proxy = await startFaultyProxy(sandbox.url, (request) => {
      const header = request.headers.traceparent;
      traceparents.push({
        call: `${request.method} ${(request.url ?? '').split('?')[0]}`,
        traceparent: Array.isArray(header) ? header[0] : header,
      });
      return { kind: 'pass' };
    });
    receiver = await startOtlpReceiver();
    const dist = writeServerRenderedDist();
    traced = await startGatewayProcess({
      CORE_API_URL: proxy.url,
      WEB_DIST_DIR: dist,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'guest-gateway-test',
      // Export each batch at once rather than every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    untraced = await startGatewayProcess({ CORE_API_URL: proxy.url, WEB_DIST_DIR: dist });
  }, 60_000);
  afterAll(async () => {
    await traced?.stop();
    await untraced?.stop();
    await receiver?.close();
    await proxy?.close();
    await sandbox?.close();
  });

  it('follows a page request through its render, its operation and its core API call, into the core API', async () => {
    // The caller's own trace context continues: the load balancer's, or a browser's.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const page = await fetch(`${traced.url}/stay?readStay=${booked.slug}`, {
      headers: { accept: 'text/html', traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('"reservation":{"id"');

    const upstreamName = 'GET /check-in/{slug}';
    // The request's own span ends last (after the page has streamed), often in a later export.
    await expect
      .poll(
        () =>
          receiver.spans.some((span) => span.traceId === traceId && span.name === 'GET /*') &&
          receiver.spans.some((span) => span.traceId === traceId && span.name === upstreamName),
        { timeout: 15_000 },
      )
      .toBe(true);
    const spans = receiver.spans.filter((span) => span.traceId === traceId);
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const chainOf = (span: ExportedSpan | undefined): string[] =>
      span ? [...chainOf(byId.get(span.parentSpanId ?? '')), span.name] : [];

    const upstream = spans.find((span) => span.name === upstreamName);
    expect(chainOf(upstream)).toEqual([
      'GET /*',
      'render page',
      'query StayPage',
      'Query.reservation',
      upstreamName,
    ]);
    const request = spans.find((span) => span.name === 'GET /*');
    expect(request?.parentSpanId).toBe(callerSpanId);
    expect(attribute(request as ExportedSpan, 'http.response.status_code')).toBe(200);
    expect(attribute(upstream as ExportedSpan, 'http.response.status_code')).toBe(200);
    expect(attribute(upstream as ExportedSpan, 'url.template')).toBe('/check-in/{slug}');
    const operation = spans.find((span) => span.name === 'query StayPage') as ExportedSpan;
    expect(attribute(operation, 'graphql.operation.type')).toBe('query');
    expect(attribute(operation, 'gateway.client.name')).toBe('guest-web');

    // The core API received the client span's context: the same trace, that span as parent.
    const received = traceparents.find((each) => each.call === `GET /check-in/${booked.slug}`);
    expect(received?.traceparent).toBe(`00-${traceId}-${upstream?.spanId}-01`);

    // No span names or holds the stay's slug: it is the stay's credential.
    expect(JSON.stringify(receiver.spans)).not.toContain(booked.slug);
  });

  it('sends nothing and adds no header when no OTEL_* variable asks for traces', async () => {
    traceparents.length = 0;
    const traceId = randomBytes(16).toString('hex');
    const page = await fetch(`${untraced.url}/stay?readStay=${booked.slug}`, {
      headers: {
        accept: 'text/html',
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
    });
    expect(page.status).toBe(200);
    await page.text();
    const call = traceparents.find((each) => each.call === `GET /check-in/${booked.slug}`);
    expect(call).toBeDefined();
    expect(call?.traceparent).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.spans.filter((span) => span.traceId === traceId)).toEqual([]);
  });
});

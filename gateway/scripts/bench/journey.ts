// The guest's stay journey as HTTP calls, through the gateway (GraphQL, the web client's persisted
// documents, the order followed over Server-Sent Events) and straight against the core API (the
// same REST calls the gateway makes, recorded once and replayed per guest).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Agent } from 'undici';

export const journeySteps = ['lookup', 'stay', 'extras', 'availability', 'order', 'doors'] as const;
export type Step = (typeof journeySteps)[number];

/** A reservation the sandbox made for the benchmark (POST /_sandbox/reservations). */
export type Guest = {
  id: string;
  slug: string;
  confirmationNumber: string;
  lastName: string;
  /** A documentation-range address the load generator names in X-Forwarded-For for this guest. */
  clientIp: string;
};

/**
 * What a journey reports for each step: its time, whether it answered as the client expects,
 * and how many HTTP requests it took.
 */
export type StepTiming = { step: Step; ms: number; ok: boolean; requests: number };

/**
 * One guest's journey. `origin()` picks the server for each request (a load balancer's round
 * robin); `onStep` hears each step begin (the calibration's recording proxy files calls by it).
 */
export type Journey = (
  agent: Agent,
  guest: Guest,
  origin: () => string,
  onStep?: (step: Step) => void,
) => Promise<StepTiming[]>;

/** The web client's documents by operation name, as the gateway trusts them in production. */
export function persistedDocumentIds(file: string): Map<string, string> {
  const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const ids = new Map<string, string>();
  for (const [id, text] of Object.entries(documents)) {
    const name = /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
    if (name) ids.set(name, id);
  }
  return ids;
}

/** The door-access screen's data; the web client has no persisted document for it yet. */
const doorsQuery = `query DoorAccessBench($slug: String!) {
  reservation(slug: $slug) {
    id
    property { id name timeZone }
    keys { keyId name type accessType code unavailability { code availableAt } }
    integrations { commonDoors { type floorNumber signText } }
  }
}`;

/** Runs and times the steps of one journey, counting the requests each makes. */
function stepTimer(onStep: ((step: Step) => void) | undefined) {
  let requests = 0;
  return {
    counted: () => {
      requests++;
    },
    async timed(step: Step, run: () => Promise<boolean>): Promise<StepTiming> {
      onStep?.(step);
      requests = 0;
      const started = performance.now();
      const ok = await run().catch(() => false);
      return { step, ms: performance.now() - started, ok, requests };
    },
  };
}

/** The screens a guest's walk reads, in order, as the web client queries them. */
export const screenSteps = ['lookup', 'stay', 'extras', 'availability', 'doors'] as const;
type ScreenStep = (typeof screenSteps)[number];

/**
 * The journey's GraphQL requests: the web client's persisted documents by step (the door screen's
 * ad hoc, sent with an internal tool's key), and the headers every request of one guest carries.
 */
export function journeyRequests(documents: Map<string, string>) {
  const idOf = (name: string) => {
    const id = documents.get(name);
    if (!id) throw new Error(`no persisted document ${name} in the web client's documents`);
    return id;
  };
  const ids = {
    lookup: idOf('CheckInRouteQuery'),
    stay: idOf('StayRouteQuery'),
    extras: idOf('ExtrasRouteQuery'),
    availability: idOf('DailyProductRouteQuery'),
    order: idOf('useOrderProductsMutation'),
    status: idOf('useOrderStatusSubscription'),
  };
  return {
    ids,
    screen: (step: ScreenStep, guest: Guest): object => {
      const slug = guest.slug;
      switch (step) {
        case 'lookup':
          return {
            documentId: ids.lookup,
            variables: { lastName: guest.lastName, bookingNumber: guest.confirmationNumber },
          };
        case 'availability':
          // The breakfast screen's query, as its route loader sends it.
          return {
            documentId: ids.availability,
            variables: { slug, product: 'BREAKFAST', withPartners: true },
          };
        case 'doors':
          return { query: doorsQuery, variables: { slug } };
        default:
          return { documentId: ids[step], variables: { slug } };
      }
    },
    headers: (guest: Guest, apiKey: string, step?: ScreenStep): Record<string, string> => ({
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-language-code': 'en-GB',
      'x-forwarded-for': guest.clientIp,
      ...(step === 'doors' ? { 'x-api-key': apiKey } : {}),
    }),
  };
}

/**
 * The journey through the gateway: every step a request the web client makes, the order placed
 * and then followed over SSE until it is final. `origin()` picks the replica for each request (a
 * load balancer's round robin).
 */
export function gatewayJourney(documents: Map<string, string>, apiKey: string): Journey {
  const { ids, screen, headers: headersOf } = journeyRequests(documents);
  return async (agent, guest, origin, onStep) => {
    const { timed, counted } = stepTimer(onStep);
    const headers = headersOf(guest, apiKey);
    const post = async (body: object, requestHeaders = headers) => {
      counted();
      const response = await agent.request({
        origin: origin(),
        path: '/graphql',
        method: 'POST',
        headers: requestHeaders,
        body: JSON.stringify(body),
      });
      const text = await response.body.text();
      const answer = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
      return response.statusCode === 200 && !answer.errors ? answer.data : undefined;
    };
    const timings: StepTiming[] = [];
    let productId: string | undefined;
    timings.push(
      await timed('lookup', async () => {
        const data = await post(screen('lookup', guest));
        return (data?.checkInReservation as { slug?: string } | null)?.slug === guest.slug;
      }),
    );
    timings.push(await timed('stay', async () => Boolean(await post(screen('stay', guest)))));
    timings.push(
      await timed('extras', async () => {
        const data = await post(screen('extras', guest));
        const offered = (data?.reservation as { offeredProducts?: OfferedProduct[] } | undefined)
          ?.offeredProducts;
        productId = offered?.find((item) => item.type === 'PARKING' && item.isOrderable)?.productId;
        return productId !== undefined;
      }),
    );
    timings.push(
      await timed('availability', async () => Boolean(await post(screen('availability', guest)))),
    );
    timings.push(
      await timed('order', async () => {
        if (!productId) return false;
        const data = await post({
          documentId: ids.order,
          variables: { slug: guest.slug, items: [{ productId }], idempotencyKey: randomUUID() },
        });
        const orderId = (data?.orderProducts as { order?: { orderId: string } } | undefined)?.order
          ?.orderId;
        if (!orderId) return false;
        counted();
        const stream = await agent.request({
          origin: origin(),
          path: '/graphql',
          method: 'POST',
          headers: { ...headers, accept: 'text/event-stream' },
          body: JSON.stringify({
            documentId: ids.status,
            variables: { slug: guest.slug, orderId },
          }),
        });
        let final = false;
        let buffered = '';
        for await (const chunk of stream.body) {
          buffered += chunk.toString();
          if (/"status":"(ORDERED|FAILED)"/.test(buffered)) final = true;
          if (buffered.includes('event: complete')) break;
        }
        return stream.statusCode === 200 && final;
      }),
    );
    timings.push(
      await timed('doors', async () =>
        Boolean(await post(screen('doors', guest), headersOf(guest, apiKey, 'doors'))),
      ),
    );
    return timings;
  };
}

type OfferedProduct = { productId: string; type: string; isOrderable: boolean };

/** One core API call the gateway made, as recorded; identifiers are replaced per guest. */
type RecordedCall = {
  step: Step;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
};

/** Headers a REST client sends itself; the rest are the transport's or the gateway's tracing. */
const replayedHeaders = new Set([
  'content-type',
  'accept',
  'x-language-code',
  'x-slug',
  'authorization',
]);

/**
 * Records the core API calls of one gateway journey: a small proxy between a calibration gateway
 * and the sandbox. `step` is set by the caller before each step.
 */
export async function startRecordingProxy(sandboxUrl: string): Promise<{
  url: string;
  calls: RecordedCall[];
  setStep(step: Step): void;
  close(): Promise<void>;
}> {
  const calls: RecordedCall[] = [];
  let step: Step = 'lookup';
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? Buffer.concat(chunks).toString() : undefined;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && (replayedHeaders.has(name) || name === 'idempotency-key')) {
        headers[name] = value;
      }
    }
    calls.push({ step, method: request.method ?? 'GET', path: request.url ?? '/', headers, body });
    const upstream = await fetch(`${sandboxUrl}${request.url}`, {
      method: request.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const answer = await upstream.text();
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      ...(upstream.headers.get('date') ? { date: upstream.headers.get('date') as string } : {}),
    });
    response.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    setStep: (next) => {
      step = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The same journey straight against the core API: the calls the gateway made for the calibration
 * guest, with that guest's identifiers replaced, the order's idempotency key fresh, and the
 * order's status polled on the gateway's schedule until it is final (`pollMs`, doubling up to
 * `maxPollMs`), as a REST client following an order would.
 */
export function restJourney(
  recorded: readonly RecordedCall[],
  calibration: Guest,
  poll: { initialMs: number; maxMs: number },
): Journey {
  // Order status reads are the poll, replayed by the loop below rather than call by call.
  const calls = recorded.filter((call) => !/^\/orders\/[^/?]+/.test(call.path));
  return async (agent, guest, origin, onStep) => {
    const { timed, counted } = stepTimer(onStep);
    const personalise = (text: string) =>
      text
        .replaceAll(calibration.slug, guest.slug)
        .replaceAll(calibration.id, guest.id)
        .replaceAll(encodeURIComponent(calibration.lastName), encodeURIComponent(guest.lastName))
        .replaceAll(calibration.lastName, guest.lastName)
        .replaceAll(calibration.confirmationNumber, guest.confirmationNumber);
    const send = async (call: RecordedCall, idempotencyKey?: string) => {
      const headers = Object.fromEntries(
        Object.entries(call.headers).map(([name, value]) => [name, personalise(value)]),
      );
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      counted();
      const response = await agent.request({
        origin: origin(),
        path: personalise(call.path),
        method: call.method as 'GET',
        headers,
        ...(call.body !== undefined ? { body: personalise(call.body) } : {}),
      });
      const text = await response.body.text();
      return { ok: response.statusCode < 300, text };
    };
    const timings: StepTiming[] = [];
    for (const step of journeySteps) {
      timings.push(
        await timed(step, async () => {
          let ok = true;
          for (const call of calls.filter((candidate) => candidate.step === step)) {
            const key = call.headers['idempotency-key'] ? randomUUID() : undefined;
            const answer = await send(call, key);
            ok &&= answer.ok;
            const orderId = key ? /"orderId":"([^"]+)"/.exec(answer.text)?.[1] : undefined;
            if (orderId) ok &&= await followOrder(orderId);
          }
          return ok;
        }),
      );
    }
    return timings;

    async function followOrder(orderId: string): Promise<boolean> {
      let waitMs = poll.initialMs;
      for (let reads = 0; reads < 50; reads++) {
        counted();
        const response = await agent.request({
          origin: origin(),
          path: `/orders/${orderId}`,
          method: 'GET',
          headers: { 'x-slug': guest.slug, 'x-language-code': 'en-GB' },
        });
        const text = await response.body.text();
        if (response.statusCode !== 200) return false;
        if (!text.includes('"status":"pending"')) return true;
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        waitMs = Math.min(waitMs * 2, poll.maxMs);
      }
      return false;
    }
  };
}

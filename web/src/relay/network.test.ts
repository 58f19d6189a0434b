import { fetchQuery, requestSubscription } from 'react-relay';
import type { CacheConfig } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import orderStatusSubscription from '../routes/Order/__generated__/useOrderStatusSubscription.graphql.ts';
import stayRouteQuery from '../routes/Stay/__generated__/StayRouteQuery.graphql.ts';
import { storeCurrentStay } from '../session/currentStay.ts';
import { keepStayAnswers } from '../session/offlineStay.ts';
import { createRelayEnvironment } from './environment.ts';
import { ApiError, NetworkError } from './errors.ts';
import { createFreshness } from './freshness.ts';
import {
  createNetwork,
  createServerNetwork,
  freshAnswerOnly,
  type NetworkOptions,
  subscriptionIsAnAction,
} from './network.ts';

type Call = { url: string; init: RequestInit };

function environmentWith(fetchFn: typeof fetch, options: Partial<NetworkOptions> = {}) {
  return createRelayEnvironment(
    createNetwork({ documentMode: 'text', locale: () => 'de-DE', fetchFn, ...options }),
  );
}

function recordingFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

const stayVariables = { slug: 'k3x9' };

describe('queries over fetch', () => {
  it('post the text and the language in development', async () => {
    const { calls, fetchFn } = recordingFetch(() => Response.json({ data: { reservation: null } }));
    await fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables).toPromise();

    const [call] = calls;
    expect(call?.url).toBe('/graphql');
    expect(new Headers(call?.init.headers).get('x-language-code')).toBe('de-DE');
    expect(JSON.parse(String(call?.init.body))).toMatchObject({
      operationName: 'StayRouteQuery',
      variables: stayVariables,
    });
  });

  it('post only the persisted document id in production', async () => {
    const { calls, fetchFn } = recordingFetch(() => Response.json({ data: { reservation: null } }));
    const environment = environmentWith(fetchFn, { documentMode: 'persisted' });
    await fetchQuery(environment, stayRouteQuery, stayVariables).toPromise();

    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      documentId: stayRouteQuery.params.id,
      variables: stayVariables,
    });
  });

  it('throw a NetworkError when there is no answer at all', async () => {
    const { fetchFn } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables).toPromise();
    await expect(result).rejects.toBeInstanceOf(NetworkError);
  });

  it('throw an ApiError with the first error code when the answer has no data', async () => {
    const { fetchFn } = recordingFetch(() =>
      Response.json(
        { errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] },
        { status: 200 },
      ),
    );
    const result = fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables).toPromise();
    await expect(result).rejects.toMatchObject({ name: 'ApiError', code: 'UNAUTHENTICATED' });
  });

  it('read an unknown code as UNKNOWN and a non-GraphQL answer as NETWORK', async () => {
    const unknown = recordingFetch(() =>
      Response.json({ errors: [{ message: 'x', extensions: { code: 'NEW_CODE' } }] }),
    );
    await expect(
      fetchQuery(environmentWith(unknown.fetchFn), stayRouteQuery, stayVariables).toPromise(),
    ).rejects.toMatchObject({ code: 'UNKNOWN' });

    const proxy = recordingFetch(() => new Response('Bad gateway', { status: 502 }));
    const error: unknown = await fetchQuery(
      environmentWith(proxy.fetchFn),
      stayRouteQuery,
      stayVariables,
    )
      .toPromise()
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK', status: 502 });
  });
});

describe('the current stay offline', () => {
  const stayAnswer = { data: { reservation: null } };

  async function waitUntilKept() {
    await vi.waitFor(() => expect(localStorage.getItem('offlineStay')).not.toBeNull());
  }

  it('serve the last answer about the current stay when the network cannot be reached, marked stale', async () => {
    localStorage.clear();
    storeCurrentStay('k3x9');
    let online = true;
    const { fetchFn } = recordingFetch(() =>
      online ? Response.json(stayAnswer) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const freshness = createFreshness();
    const environment = () => environmentWith(fetchFn, { freshness });
    await fetchQuery(environment(), stayRouteQuery, stayVariables).toPromise();
    await waitUntilKept();

    online = false;
    await expect(
      fetchQuery(environment(), stayRouteQuery, stayVariables).toPromise(),
    ).resolves.toEqual({ reservation: null });
    expect(freshness.isStale()).toBe(true);

    online = true;
    await fetchQuery(environment(), stayRouteQuery, stayVariables).toPromise();
    expect(freshness.isStale()).toBe(false);
  });

  it("serve a server render's answers offline once the browser has kept them", async () => {
    const server = createServerNetwork({
      fetchFn: (async () => Response.json(stayAnswer)) as typeof fetch,
      locale: 'de-DE',
    });
    await fetchQuery(createRelayEnvironment(server), stayRouteQuery, stayVariables).toPromise();
    await server.settled();
    const answers = server.answers();
    expect(answers).toEqual([
      {
        key: `${stayRouteQuery.params.id}:${JSON.stringify(stayVariables)}`,
        variables: stayVariables,
        response: stayAnswer,
      },
    ]);

    localStorage.clear();
    storeCurrentStay('k3x9');
    keepStayAnswers(answers);
    const offline = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const freshness = createFreshness();
    const environment = createRelayEnvironment(
      createNetwork({
        documentMode: 'persisted',
        locale: () => 'de-DE',
        fetchFn: offline.fetchFn,
        freshness,
      }),
    );
    await expect(
      fetchQuery(environment, stayRouteQuery, stayVariables).toPromise(),
    ).resolves.toEqual({ reservation: null });
    expect(freshness.isStale()).toBe(true);
  });

  it("answer a drawn page's first requests with its answers, at once, and later ones from the network", async () => {
    const { calls, fetchFn } = recordingFetch(() => Response.json(stayAnswer));
    const environment = environmentWith(fetchFn, {
      documentMode: 'persisted',
      pageAnswers: [
        {
          key: `${stayRouteQuery.params.id}:${JSON.stringify(stayVariables)}`,
          variables: stayVariables,
          response: { data: { reservation: null } },
        },
      ],
    });
    let first: unknown = 'not yet';
    fetchQuery(environment, stayRouteQuery, stayVariables, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        first = data;
      });
    // In the same task: the loaders before hydration find the page's data in the store.
    expect(environment.getStore().getSource().get('client:root')).toBeDefined();
    await Promise.resolve();
    expect(first).toEqual({ reservation: null });
    expect(calls).toHaveLength(0);

    await fetchQuery(environment, stayRouteQuery, stayVariables, {
      fetchPolicy: 'network-only',
    }).toPromise();
    expect(calls).toHaveLength(1);
  });

  it('still fail offline for a stay that is not the current one', async () => {
    localStorage.clear();
    storeCurrentStay('k3x9');
    let online = true;
    const { fetchFn } = recordingFetch(() =>
      online ? Response.json(stayAnswer) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables).toPromise();
    await waitUntilKept();

    online = false;
    await expect(
      fetchQuery(environmentWith(fetchFn), stayRouteQuery, { slug: 'other' }).toPromise(),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it('do not hide a verdict about the stay behind a kept one', async () => {
    localStorage.clear();
    storeCurrentStay('k3x9');
    let answer: object = stayAnswer;
    const { fetchFn } = recordingFetch(() => Response.json(answer));
    await fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables).toPromise();
    await waitUntilKept();

    // The stay does not exist (any more): that answer reaches the screen, which says so.
    answer = {
      data: { reservation: null },
      errors: [
        {
          message: 'Reservation not found',
          path: ['reservation'],
          extensions: { code: 'RESERVATION_NOT_FOUND' },
        },
      ],
    };
    await expect(
      fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables).toPromise(),
    ).resolves.toEqual({ reservation: null });
    // A session the server no longer accepts is not an outage either.
    answer = { errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] };
    await expect(
      fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables).toPromise(),
    ).rejects.toMatchObject({ name: 'ApiError', code: 'UNAUTHENTICATED' });
  });
});

describe("the hotel's system out of reach", () => {
  /** The gateway's answer when the core API failed: the stay's field null, with the code on it. */
  const stayFailed = (code: string) => ({
    data: { reservation: null },
    errors: [{ message: 'failed', path: ['reservation'], extensions: { code } }],
  });
  const keptStay = { data: { reservation: { id: 'r1', slug: 'k3x9', __typename: 'Reservation' } } };

  it('never reads a failed stay as "no stay": the null with an error is thrown, typed', async () => {
    localStorage.clear();
    for (const code of ['NETWORK', 'UNKNOWN', 'RATE_LIMITED', 'UNAUTHENTICATED']) {
      const { fetchFn } = recordingFetch(() => Response.json(stayFailed(code)));
      await expect(
        fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables).toPromise(),
      ).rejects.toMatchObject({ name: 'ApiError', code });
    }
    // The same below the root: a non-null field of the stay failed and took the stay with it.
    const nested = recordingFetch(() =>
      Response.json({
        data: { reservation: null },
        errors: [
          { message: 'x', path: ['reservation', 'property'], extensions: { code: 'NETWORK' } },
        ],
      }),
    );
    await expect(
      fetchQuery(environmentWith(nested.fetchFn), stayRouteQuery, stayVariables).toPromise(),
    ).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('serves the stay kept on this phone, saying since when, and forgets nothing', async () => {
    localStorage.clear();
    storeCurrentStay('k3x9');
    const keptAt = Date.UTC(2026, 10, 27, 9, 5);
    keepStayAnswers(
      [
        {
          key: `${stayRouteQuery.params.id ?? stayRouteQuery.params.name}:${JSON.stringify(stayVariables)}`,
          variables: stayVariables,
          response: keptStay,
        },
      ],
      localStorage,
      keptAt,
    );
    const kept = localStorage.getItem('offlineStay');
    const answers: (() => Response)[] = [
      () => Response.json(stayFailed('NETWORK')),
      () => Response.json(stayFailed('UNKNOWN')),
      () => Response.json(stayFailed('RATE_LIMITED')),
      // The gateway's own refusals before GraphQL ran, and a proxy's page.
      () => Response.json({ statusCode: 429, error: 'Too Many Requests' }, { status: 429 }),
      () => Response.json({ statusCode: 503, error: 'Service Unavailable' }, { status: 503 }),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () =>
        new Response('{"data": <html>', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ];
    for (const answer of answers) {
      const freshness = createFreshness();
      const { fetchFn } = recordingFetch(answer);
      const data = await fetchQuery(
        environmentWith(fetchFn, { freshness, documentMode: 'text' }),
        stayRouteQuery,
        stayVariables,
      ).toPromise();
      expect((data as { reservation?: unknown } | undefined)?.reservation).toBeTruthy();
      expect(freshness.isStale()).toBe(true);
      expect(freshness.keptAt()).toBe(keptAt);
    }
    expect(localStorage.getItem('currentStay')).toBe('{"slug":"k3x9"}');
    expect(localStorage.getItem('offlineStay')).toBe(kept);
  });

  it('never answers a check that needs the state now with the kept answer', async () => {
    localStorage.clear();
    storeCurrentStay('k3x9');
    keepStayAnswers([
      {
        key: `${stayRouteQuery.params.id ?? stayRouteQuery.params.name}:${JSON.stringify(stayVariables)}`,
        variables: stayVariables,
        response: keptStay,
      },
    ]);
    const { fetchFn } = recordingFetch(() => Response.json(stayFailed('NETWORK')));
    await expect(
      fetchQuery(environmentWith(fetchFn), stayRouteQuery, stayVariables, {
        fetchPolicy: 'network-only',
        networkCacheConfig: freshAnswerOnly,
      }).toPromise(),
    ).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('tells the server render that it met an outage, and not for a stay that does not exist', async () => {
    const render = async (answer: object) => {
      const server = createServerNetwork({
        fetchFn: (async () => Response.json(answer)) as typeof fetch,
        locale: 'en-GB',
      });
      await fetchQuery(createRelayEnvironment(server), stayRouteQuery, stayVariables)
        .toPromise()
        .catch(() => undefined);
      await server.settled();
      return server.metOutage();
    };
    expect(await render(stayFailed('NETWORK'))).toBe(true);
    expect(await render(stayFailed('UNKNOWN'))).toBe(true);
    expect(await render({ data: { reservation: null } })).toBe(false);
    expect(await render(stayFailed('RESERVATION_NOT_FOUND'))).toBe(false);
  });
});

function eventStream(...results: object[]): Response {
  const events = results.map((result) => `event: next\ndata: ${JSON.stringify(result)}\n\n`);
  return new Response(`${events.join('')}event: complete\ndata:\n\n`, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
}

const pending = { data: { orderStatus: { orderId: 'o1', status: 'PENDING', error: null } } };
const ordered = { data: { orderStatus: { orderId: 'o1', status: 'ORDERED', error: null } } };

function subscribeOrder(
  environment: ReturnType<typeof environmentWith>,
  cacheConfig: CacheConfig = {},
) {
  const statuses: string[] = [];
  const done = new Promise<void>((resolve, reject) => {
    requestSubscription(environment, {
      subscription: orderStatusSubscription,
      variables: { orderId: 'o1', slug: 'k3x9' },
      cacheConfig,
      onNext: (response) => {
        const status = (response as { orderStatus?: { status: string } } | null)?.orderStatus
          ?.status;
        if (status) statuses.push(status);
      },
      onCompleted: resolve,
      onError: reject,
    });
  });
  return { statuses, done };
}

describe('subscriptions over SSE (graphql-sse, distinct connections)', () => {
  it('post the operation and read the event stream until it completes', async () => {
    const { calls, fetchFn } = recordingFetch(() => eventStream(pending, ordered));
    const { statuses, done } = subscribeOrder(environmentWith(fetchFn));
    await done;

    expect(statuses).toEqual(['PENDING', 'ORDERED']);
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.init.method).toBe('POST');
    expect(headers.get('accept')).toContain('text/event-stream');
    expect(headers.get('x-language-code')).toBe('de-DE');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      operationName: 'useOrderStatusSubscription',
      variables: { orderId: 'o1', slug: 'k3x9' },
    });
  });

  it('send only the document id in production', async () => {
    const { calls, fetchFn } = recordingFetch(() => eventStream(ordered));
    const environment = environmentWith(fetchFn, { documentMode: 'persisted' });
    await subscribeOrder(environment).done;

    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      documentId: orderStatusSubscription.params.id,
      variables: { orderId: 'o1', slug: 'k3x9' },
    });
  });

  it('reconnect when the connection drops', async () => {
    let attempts = 0;
    const { fetchFn } = recordingFetch(() => {
      attempts += 1;
      if (attempts < 3) return Promise.reject(new TypeError('network changed'));
      return eventStream(ordered);
    });
    const environment = environmentWith(fetchFn, { retryWait: async () => undefined });
    const { statuses, done } = subscribeOrder(environment);
    await done;

    expect(attempts).toBe(3);
    expect(statuses).toEqual(['ORDERED']);
  });

  it('fail with a NetworkError once reconnecting gives up', async () => {
    const { fetchFn } = recordingFetch(() => Promise.reject(new TypeError('offline')));
    const environment = environmentWith(fetchFn, { retryWait: async () => undefined });
    await expect(subscribeOrder(environment).done).rejects.toBeInstanceOf(NetworkError);
  });

  it('never re-send a subscription that is an action (opening a door) after a drop', async () => {
    let attempts = 0;
    const { fetchFn } = recordingFetch(() => {
      attempts += 1;
      return Promise.reject(new TypeError('network changed'));
    });
    const environment = environmentWith(fetchFn, { retryWait: async () => undefined });
    const { done } = subscribeOrder(environment, subscriptionIsAnAction);

    await expect(done).rejects.toBeInstanceOf(NetworkError);
    expect(attempts).toBe(1);
  });
});

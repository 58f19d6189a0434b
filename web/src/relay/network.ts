import type { Client } from 'graphql-sse';
import {
  type CacheConfig,
  type FetchFunction,
  type GraphQLResponse,
  type INetwork,
  Network,
  Observable,
  type SubscribeFunction,
} from 'relay-runtime';
import type { StayAnswer } from '../session/offlineStay.ts';
import { ApiError, apiErrorFrom, NetworkError } from './errors.ts';
import { createFreshness, type Freshness } from './freshness.ts';
import {
  acceptedAnswers,
  buildRequestBody,
  type DocumentMode,
  graphqlPath,
} from './requestBody.ts';

export type NetworkOptions = {
  /** `text` in development, `persisted` (document ids only) in production. */
  documentMode: DocumentMode;
  /** The language the guest reads, sent as `x-language-code` on every request. */
  locale: () => string;
  url?: string;
  fetchFn?: typeof fetch;
  /** Waits before a subscription reconnects; graphql-sse's randomised exponential backoff if unset. */
  retryWait?: (retries: number) => Promise<void>;
  /** Told whether answers come from the network or, offline, from the kept stay. */
  freshness?: Freshness;
};

type ResponseBody = { data?: unknown; errors?: readonly { message?: unknown }[] };

/** An answer with errors and no data is a failure of the whole operation: throw it, typed. */
function checkedResponse(body: ResponseBody, operation: string): GraphQLResponse {
  if (body.errors?.length && (body.data === null || body.data === undefined)) {
    throw apiErrorFrom(body.errors, operation);
  }
  return body as GraphQLResponse;
}

type ResolvedOptions = Required<Omit<NetworkOptions, 'retryWait'>> &
  Pick<NetworkOptions, 'retryWait'>;

// Loaded with the first answer about a stay (and so cached by the service worker for offline use):
// check-in and sign-in never need it.
const offlineStay = () => import('../session/offlineStay.ts');

/** A query about a stay (by `slug`): its answer is kept on the device for offline use. */
function isAboutAStay(
  params: Parameters<FetchFunction>[0],
  variables: Parameters<FetchFunction>[1],
): boolean {
  return params.operationKind === 'query' && typeof variables.slug === 'string';
}

/** What a kept answer is found by: the operation and its variables. */
function answerKey(
  params: Parameters<FetchFunction>[0],
  variables: Parameters<FetchFunction>[1],
): string {
  return `${params.id ?? params.name}:${JSON.stringify(variables)}`;
}

/**
 * Queries about the current stay (by `slug`) keep their last answer on the device; when the
 * network cannot be reached, that answer is served instead and the screens are told it may be
 * stale, so every stay screen (stay page, door access, Wi-Fi) is readable offline for free.
 */
function createFetchFunction(options: ResolvedOptions): FetchFunction {
  const fetchAnswer = createAnswerFetch(options);
  return async (params, variables) => {
    const aboutAStay = isAboutAStay(params, variables);
    const key = answerKey(params, variables);
    try {
      const answer = await fetchAnswer(params, variables);
      options.freshness.markFresh();
      if (aboutAStay)
        void offlineStay().then((stay) => stay.keepStayAnswer(key, variables, answer));
      return answer;
    } catch (error) {
      const unreachable =
        error instanceof NetworkError || (error instanceof ApiError && error.code === 'NETWORK');
      const kept = unreachable && aboutAStay ? await keptAnswer(key, variables) : null;
      if (!kept) throw error;
      options.freshness.markStale();
      return kept;
    }
  };
}

async function keptAnswer(key: string, variables: Record<string, unknown>) {
  try {
    return (await offlineStay()).keptStayAnswer(key, variables)?.response ?? null;
  } catch {
    // The module itself could not load (offline before it was ever cached): nothing kept.
    return null;
  }
}

function createAnswerFetch(options: ResolvedOptions) {
  return async (
    params: Parameters<FetchFunction>[0],
    variables: Parameters<FetchFunction>[1],
  ): Promise<GraphQLResponse> => {
    let response: Response;
    try {
      response = await options.fetchFn(options.url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          accept: acceptedAnswers,
          'content-type': 'application/json',
          'x-language-code': options.locale(),
        },
        body: JSON.stringify(buildRequestBody(params, variables, options.documentMode)),
      });
    } catch (cause) {
      throw new NetworkError(`${params.name} got no answer.`, { cause });
    }
    // GraphQL-over-HTTP answers errors with 4xx and a JSON body; anything else (a proxy's 502
    // page) means the service cannot be reached right now.
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    if (!isJson) {
      throw new ApiError(
        'NETWORK',
        `${params.name} answered HTTP ${response.status}.`,
        response.status,
      );
    }
    return checkedResponse((await response.json()) as ResponseBody, params.name);
  };
}

/**
 * A subscription whose subscribing is itself an action (`doorAccess` unlocks the door when it is
 * subscribed): its stream is never re-sent after a drop, since a reconnect would repeat the
 * action. Pass it as the subscription config's `cacheConfig`; the screen offers the retry.
 */
export const subscriptionIsAnAction: CacheConfig = { metadata: { reconnect: false } };

function reconnects(cacheConfig: CacheConfig | undefined): boolean {
  return cacheConfig?.metadata?.reconnect !== false;
}

type SseClient = { client: Client; isNetworkError: (error: unknown) => error is SseError };

/**
 * Subscriptions over Server-Sent Events with graphql-sse in distinct connections mode (one POST
 * per subscription, the stream as its answer), the transport the gateway serves. A stream that
 * drops reconnects with randomised exponential backoff (8 attempts), unless the subscription is
 * an action (`subscriptionIsAnAction`); only failures to reach the server are retried, an error
 * answer is not. The client is loaded with the first subscription: most visits never open one,
 * so it stays out of the first load.
 */
function createSubscribeFunction(options: ResolvedOptions): SubscribeFunction {
  const clients = new Map<number, Promise<SseClient>>();
  const connect = (retryAttempts: number) => {
    let sse = clients.get(retryAttempts);
    if (!sse) {
      sse = import('graphql-sse').then(({ createClient, NetworkError: SseNetworkError }) => ({
        client: createClient({
          url: options.url,
          credentials: 'same-origin',
          fetchFn: options.fetchFn,
          headers: () => ({ 'x-language-code': options.locale() }),
          retryAttempts,
          ...(options.retryWait ? { retry: options.retryWait } : {}),
        }),
        isNetworkError: (error: unknown): error is SseError => error instanceof SseNetworkError,
      }));
      clients.set(retryAttempts, sse);
    }
    return sse;
  };
  return (params, variables, cacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      connect(reconnects(cacheConfig) ? 8 : 0).then(
        ({ client, isNetworkError }) => {
          if (cancelled) return;
          unsubscribe = client.subscribe(
            // graphql-sse sends the object as the JSON body; in production it carries only the id.
            buildRequestBody(params, variables, options.documentMode) as { query: string },
            {
              next: (result) => {
                try {
                  sink.next(checkedResponse(result as ResponseBody, params.name));
                } catch (error) {
                  sink.error(error as Error);
                }
              },
              error: (error) => sink.error(subscriptionError(error, params.name, isNetworkError)),
              complete: () => sink.complete(),
            },
          );
        },
        (cause: unknown) =>
          sink.error(new NetworkError(`${params.name} could not load.`, { cause })),
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    });
}

type SseError = Error & { response?: Response };

function subscriptionError(
  error: unknown,
  operation: string,
  isNetworkError: (error: unknown) => error is SseError,
): Error {
  if (isNetworkError(error)) {
    // No response at all: offline. A response that was not an event stream: an HTTP refusal.
    return error.response
      ? new ApiError(
          'UNKNOWN',
          `${operation} answered HTTP ${error.response.status}.`,
          error.response.status,
        )
      : new NetworkError(`${operation} lost its connection.`, { cause: error });
  }
  if (Array.isArray(error)) return apiErrorFrom(error, operation);
  return error instanceof Error ? error : new ApiError('UNKNOWN', `${operation} failed.`);
}

export function createNetwork(options: NetworkOptions): INetwork {
  const resolved: ResolvedOptions = {
    url: graphqlPath,
    // Bound late so tests that stub the global fetch are honoured.
    fetchFn: (input, init) => fetch(input, init),
    freshness: createFreshness(),
    ...options,
  };
  return Network.create(createFetchFunction(resolved), createSubscribeFunction(resolved));
}

/** A network whose requests can be awaited together: a server render waits for its page's data. */
export type ServerNetwork = INetwork & {
  /** Resolves once every request made so far, and any they led to, has answered. */
  settled(): Promise<void>;
  /**
   * The answers to queries about a stay, as the browser's network would have kept them: the page
   * hands them over, so the browser keeps them for offline use without asking again.
   */
  stayAnswers(): StayAnswer[];
};

/**
 * The server render's network (`entry-server.tsx`): the same requests and answers as the
 * browser's (persisted documents, the page's language, typed errors), handed to `fetchFn`, which
 * the gateway runs in its own process against its GraphQL server. There are no subscriptions: a
 * server render only reads.
 */
export function createServerNetwork(options: {
  fetchFn: typeof fetch;
  locale: string;
}): ServerNetwork {
  const fetchAnswer = createAnswerFetch({
    url: graphqlPath,
    fetchFn: options.fetchFn,
    locale: () => options.locale,
    documentMode: 'persisted',
    freshness: createFreshness(),
  });
  const pending = new Set<Promise<unknown>>();
  const stayAnswers: StayAnswer[] = [];
  const fetchFunction: FetchFunction = (params, variables) => {
    const answer = fetchAnswer(params, variables);
    pending.add(answer);
    const forget = () => pending.delete(answer);
    answer.then((response) => {
      if (isAboutAStay(params, variables) && !('errors' in response)) {
        stayAnswers.push({ key: answerKey(params, variables), variables, response });
      }
      forget();
    }, forget);
    return answer;
  };
  const network = Network.create(fetchFunction);
  return {
    execute: network.execute,
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    stayAnswers: () => [...stayAnswers],
  };
}

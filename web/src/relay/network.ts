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
import { toKnownErrorCode } from './errorMessages.ts';
import { ApiError, apiErrorFrom, isOutage, isVerdictCode, NetworkError } from './errors.ts';
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
  /**
   * A server-drawn page's answers (`delivery/pageData.ts`): each answers the first request of its
   * query and variables, at once, so the browser takes the page over without asking again.
   */
  pageAnswers?: readonly PageAnswer[];
};

/** One query's answer as a server render received it: its key, variables and answer. */
export type PageAnswer = StayAnswer;

type ResponseError = {
  message?: unknown;
  path?: readonly unknown[];
  extensions?: { code?: unknown } | null;
};
type ResponseBody = { data?: unknown; errors?: readonly ResponseError[] };

/**
 * The errors that emptied a root field: the field is null and an error sits on it or below it
 * (a non-null field under it failed, and the null rose to the nullable root field). Such a null
 * is no answer; `reservation: null` alone is the core API saying the stay does not exist.
 */
function errorsOfNullRootFields(body: ResponseBody): readonly ResponseError[] {
  const { data, errors } = body;
  if (!errors?.length || typeof data !== 'object' || data === null) return [];
  const fields = data as Record<string, unknown>;
  return errors.filter((error) => {
    const root = error.path?.[0];
    return typeof root === 'string' && fields[root] === null;
  });
}

/**
 * An answer with errors and no data is a failure of the whole operation: throw it, typed. So is
 * one whose root field is null because of an error, unless the error is a verdict about what was
 * asked (`isVerdictCode`: the stay does not exist): a core API that failed or could not be reached
 * must never read as "Reservation not found" (the guest would forget their stay and its codes).
 */
function checkedResponse(body: ResponseBody, operation: string): GraphQLResponse {
  if (body.errors?.length && (body.data === null || body.data === undefined)) {
    throw apiErrorFrom(body.errors, operation);
  }
  const failures = errorsOfNullRootFields(body).filter(
    (error) => !isVerdictCode(toKnownErrorCode(error.extensions?.code)),
  );
  if (failures.length > 0) throw apiErrorFrom(failures, operation);
  return body as GraphQLResponse;
}

/**
 * A JSON answer that is not GraphQL (neither `data` nor `errors`): the server's own refusal
 * before GraphQL ran (a rate limit, a server shutting down). No answer about the operation.
 */
function isGraphQLBody(body: unknown): body is ResponseBody {
  return typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
}

type ResolvedOptions = Required<Omit<NetworkOptions, 'retryWait' | 'pageAnswers'>> &
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
export function answerKey(
  params: Pick<Parameters<FetchFunction>[0], 'id' | 'name'>,
  variables: Parameters<FetchFunction>[1],
): string {
  return `${params.id ?? params.name}:${JSON.stringify(variables)}`;
}

/**
 * Never answer this request with a kept answer: its caller must know the state now (a check
 * after a change of unknown outcome). Pass it as `networkCacheConfig` of `fetchQuery`.
 */
export const freshAnswerOnly: CacheConfig = { metadata: { keptAnswer: false } };

/**
 * A read that is not a screen's own data (the shell's integrations, a prefetch): its answer, kept
 * or fresh, says nothing about what the screen shows, so it never marks the screen stale or fresh
 * (a fresh answer of the shell's from the response cache once took the banner away while the
 * screen showed a kept answer). Pass it as `networkCacheConfig`, or inside a `cacheConfig`.
 */
export const backgroundRead: CacheConfig = { metadata: { screenData: false } };

function isScreenData(cacheConfig: CacheConfig | undefined): boolean {
  return cacheConfig?.metadata?.screenData !== false;
}

/**
 * Queries about the current stay (by `slug`) keep their last answer on the device; when the
 * answer cannot be had (offline, or the hotel's system cannot be reached: `isOutage`), that
 * answer is served instead and the screens are told it may be stale and since when, so every
 * stay screen (stay page, door access, Wi-Fi) stays readable for free. A verdict (the stay does
 * not exist) is never hidden behind a kept answer.
 */
function createFetchFunction(options: ResolvedOptions): FetchFunction {
  const fetchAnswer = createAnswerFetch(options);
  return async (params, variables, cacheConfig) => {
    const aboutAStay = isAboutAStay(params, variables);
    const key = answerKey(params, variables);
    try {
      const answer = await fetchAnswer(params, variables);
      if (aboutAStay) {
        if (isScreenData(cacheConfig)) options.freshness.markFresh();
        void offlineStay().then((stay) => stay.keepStayAnswer(key, variables, answer));
      }
      return answer;
    } catch (error) {
      const mayKeep = aboutAStay && isOutage(error) && cacheConfig?.metadata?.keptAnswer !== false;
      const kept = mayKeep ? await keptAnswer(key, variables) : null;
      if (!kept) throw error;
      if (isScreenData(cacheConfig)) options.freshness.markStale(kept.savedAt);
      return kept.response;
    }
  };
}

async function keptAnswer(key: string, variables: Record<string, unknown>) {
  try {
    return (await offlineStay()).keptStayAnswer(key, variables);
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
    // page, a JSON refusal before GraphQL ran) means the service cannot be reached right now.
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    const body: unknown = isJson ? await response.json().catch(() => null) : null;
    if (!isGraphQLBody(body)) {
      throw new ApiError(
        response.status === 429 ? 'RATE_LIMITED' : 'NETWORK',
        `${params.name} answered HTTP ${response.status}.`,
        response.status,
      );
    }
    return checkedResponse(body, params.name);
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

export function createNetwork({ pageAnswers = [], ...options }: NetworkOptions): INetwork {
  const resolved: ResolvedOptions = {
    url: graphqlPath,
    // Bound late so tests that stub the global fetch are honoured.
    fetchFn: (input, init) => fetch(input, init),
    freshness: createFreshness(),
    ...options,
  };
  return Network.create(
    answeringFromPage(pageAnswers, createFetchFunction(resolved)),
    createSubscribeFunction(resolved),
  );
}

/**
 * Answers the first request of each of a drawn page's queries with the server's answer, at once
 * (Relay takes an answer that is not a promise in the same task), so the loaders that run
 * before hydration find the page's data in the store, as the server's did; every later request
 * goes to the network.
 */
function answeringFromPage(
  answers: readonly PageAnswer[],
  fetchFunction: FetchFunction,
): FetchFunction {
  const unused = new Map(answers.map((answer) => [answer.key, answer.response]));
  return (params, variables, cacheConfig, uploadables) => {
    const key = answerKey(params, variables);
    const answer = unused.get(key);
    if (answer === undefined) return fetchFunction(params, variables, cacheConfig, uploadables);
    unused.delete(key);
    return answer;
  };
}

/** A network whose requests can be awaited together: a server render waits for its page's data. */
export type ServerNetwork = INetwork & {
  /** Resolves once every request made so far, and any they led to, has answered. */
  settled(): Promise<void>;
  /**
   * The answers the page's queries received: the page hands them to the browser, whose network
   * answers the same requests with them (`pageAnswers`) and keeps the stay's for offline use.
   */
  answers(): PageAnswer[];
  /**
   * True once a query could not be answered because the hotel's system (or the gateway) could
   * not be reached (`isOutage`): the page is not the guest's to see now, nor a "not found".
   */
  metOutage(): boolean;
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
  const answers: PageAnswer[] = [];
  let outage = false;
  const fetchFunction: FetchFunction = (params, variables) => {
    const answer = fetchAnswer(params, variables);
    pending.add(answer);
    const forget = () => pending.delete(answer);
    answer.then(
      (response) => {
        answers.push({ key: answerKey(params, variables), variables, response });
        forget();
      },
      (error: unknown) => {
        outage ||= isOutage(error);
        forget();
      },
    );
    return answer;
  };
  const network = Network.create(fetchFunction);
  return {
    execute: network.execute,
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    answers: () => [...answers],
    metOutage: () => outage,
  };
}

import { GraphQLError } from 'graphql';
import {
  type ClassifiedError,
  catalogueError,
  classifyUpstreamFailure,
  type ErrorCode,
  type UpstreamFailure,
} from './catalogue.ts';

/**
 * Translates a core API field name into the argument path the client sent (`orderItems[0].quantity`
 * into `items[0].quantity`); undefined when the field is none of the request's arguments.
 */
export type ArgumentOf = (upstreamField: string) => string | undefined;

/**
 * The gateway's one error type: a code of the catalogue with its safe message (and the argument
 * it is about). Resolvers throw it for failures a client can act on. Yoga's error masking lets
 * GraphQLErrors through, so `extensions.code` (and `field`) and the safe message reach clients
 * while the upstream's own message stays in the logs (`originalFailure`).
 */
export class GatewayError extends GraphQLError {
  readonly classified: ClassifiedError;
  readonly originalFailure: UpstreamFailure | undefined;

  constructor(classified: ClassifiedError, originalFailure?: UpstreamFailure) {
    super(classified.message, {
      extensions: {
        code: classified.code,
        ...(classified.field ? { field: classified.field } : {}),
        ...(classified.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: classified.retryAfterSeconds }
          : {}),
      },
    });
    this.name = 'GatewayError';
    this.classified = classified;
    this.originalFailure = originalFailure;
  }

  static fromUpstream(failure: UpstreamFailure): GatewayError {
    return new GatewayError(classifyUpstreamFailure(failure), failure);
  }

  static of(code: ErrorCode, field?: string): GatewayError {
    return new GatewayError(catalogueError(code, field));
  }

  /**
   * `RATE_LIMITED`, telling the client when to try again (rounded up to whole seconds), and which
   * argument the limit counts when it is one argument's (the e-mail of a mailbox that had enough).
   */
  static rateLimited(retryAfterMs: number, field?: string): GatewayError {
    return new GatewayError({
      ...catalogueError('RATE_LIMITED', field),
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    });
  }

  /** The upstream field this failure names, when the core API named one. */
  get upstreamField(): string | undefined {
    const failure = this.originalFailure;
    return failure?.kind === 'api-error' ? failure.field : undefined;
  }

  /**
   * The same failure in the terms of one operation: the core API's field becomes the argument
   * path the client sent (`argumentOf`), and an `UNKNOWN` failure takes the operation's own
   * code when it has one (adding a card: `CARD_NOT_ADDED`).
   */
  inArguments(argumentOf: ArgumentOf, otherwise?: ErrorCode): GatewayError {
    const upstreamField = this.upstreamField;
    const field = this.classified.field ?? (upstreamField && argumentOf(upstreamField));
    const code =
      otherwise !== undefined && this.classified.code === 'UNKNOWN'
        ? otherwise
        : this.classified.code;
    const classified =
      code === this.classified.code ? { ...this.classified } : catalogueError(code);
    if (field) classified.field = field;
    else delete classified.field;
    return new GatewayError(classified, this.originalFailure);
  }
}

/**
 * Runs an upstream write in the terms of one operation (see `GatewayError.inArguments`): its
 * refusals name the client's arguments, never the core API's fields.
 */
export async function inArguments<T>(
  argumentOf: ArgumentOf,
  run: () => Promise<T>,
  otherwise?: ErrorCode,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayError) throw error.inArguments(argumentOf, otherwise);
    throw error;
  }
}

/** An `ArgumentOf` for requests whose arguments carry the core API's names one to one. */
export function sameNames(...names: readonly string[]): ArgumentOf {
  return (upstreamField) => (names.includes(upstreamField) ? upstreamField : undefined);
}

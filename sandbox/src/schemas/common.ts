import { type Static, type TNull, type TSchema, type TUnion, type TUnsafe, Type } from 'typebox';

// Conventions every route follows: success bodies are `{ data }` (Envelope), failures are
// `{ errors: [...] }` (ErrorBody) with one response schema per status the route can answer.

export const ErrorEntry = Type.Object({
  code: Type.String({ description: 'Stable machine-readable code, e.g. RESERVATION_NOT_FOUND.' }),
  message: Type.String(),
  field: Type.Optional(
    Type.String({
      description: 'The input that caused the error, e.g. lastName, nights or guests[0].email.',
    }),
  ),
});

export const ErrorBody = Type.Object(
  { errors: Type.Array(ErrorEntry, { minItems: 1 }) },
  { title: 'Errors', description: 'The call failed; the first entry says why' },
);

export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

/** Response schemas for the error statuses a route declares, e.g. `...errorResponses(400, 404)`. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody]));
}

export const NoContent = Type.Null({ description: 'No content' });

/**
 * `T | null`. Scalars get a `type: [..., 'null']` schema rather than `anyOf`, because the response
 * serializer (fast-json-stringify) tries each `anyOf` branch per value, which dominated the cost
 * of the full reservation.
 */
export function Nullable<T extends TSchema>(
  schema: T,
): TUnsafe<Static<T> | null> | TUnion<[T, TNull]> {
  const type = (schema as { type?: unknown }).type;
  if (typeof type === 'string' && type !== 'object' && type !== 'array') {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  }
  return Type.Union([schema, Type.Null()]);
}

export const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant in UTC' });
export const LocalDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Calendar date (YYYY-MM-DD) in the property time zone',
});
export const Money = Type.Number({
  description: 'Amount in major units of the currency, e.g. 12.5',
});
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$' });

export const LanguageHeaders = Type.Object({
  'x-language-code': Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{2,3}(-[A-Za-z]{2})?$',
      description: 'Preferred language, e.g. en-GB',
    }),
  ),
});

/**
 * Text a person typed on one line (a name, an address line): control characters (NUL, tabs, line
 * breaks, DEL and the C1 range) are refused, since no name holds them and downstream systems
 * (logs, CSV exports, e-mail headers, door-lock displays) may treat them as structure.
 */
const singleLinePattern = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
/** A name: one line, and not only blanks. */
const namePattern = '^(?!\\s*$)[^\\u0000-\\u001F\\u007F-\\u009F]+$';

/** Error messages for the patterns above, in place of ajv's "must match pattern …". */
export const patternMessages: ReadonlyMap<string, string> = new Map([
  [singleLinePattern, 'must not contain control characters (line breaks, tabs, NUL)'],
  [namePattern, 'must not be blank or contain control characters (line breaks, tabs, NUL)'],
]);

export function SingleLineText(options: {
  minLength?: number;
  maxLength: number;
  description?: string;
}) {
  return Type.String({ ...options, pattern: singleLinePattern });
}

export function PersonName(description?: string) {
  return Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: namePattern,
    ...(description ? { description } : {}),
  });
}

/**
 * Language, `Idempotency-Key` and `X-Request-Deadline`, for writes that answer a repeated request
 * with the first answer.
 */
export const IdempotentWriteHeaders = Type.Object({
  ...LanguageHeaders.properties,
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description:
        'A key the client generates per request (a UUID). Kept 24 hours per reservation: the same request again answers the first answer (header Idempotent-Replayed: true); another request with the key is refused with 422 IDEMPOTENCY_KEY_REUSED. Concurrent requests with one key run one after the other.',
    }),
  ),
  'x-request-deadline': Type.Optional(
    Type.String({
      description:
        'An RFC 3339 instant after which the caller no longer waits (accepted on every route). A request that reaches its work later is refused with 504 DEADLINE_EXCEEDED and changes nothing.',
    }),
  ),
});

export const Image = Type.Object({ url: Type.String(), sequenceNumber: Type.Integer() });

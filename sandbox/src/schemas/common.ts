import { type Static, type TSchema, type TUnsafe, Type } from 'typebox';

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
 * A string from a closed list, written as one `enum` (`{"type":"string","enum":[…]}`): code
 * generators and GraphQL composers (openapi-typescript, Mesh) read it as an enumeration, where
 * an `anyOf` of one-value members came out as a union of oddly named scalars. Validation errors
 * name every allowed value in one message (see the error handler).
 */
export function StringEnum<const Values extends readonly [string, ...string[]]>(
  values: Values,
  options: { description?: string; title?: string } = {},
): TUnsafe<Values[number]> & { enum: Values } {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...options }) as TUnsafe<
    Values[number]
  > & { enum: Values };
}

/**
 * A query parameter naming any of a closed list of names, comma-separated (`$expand`,
 * `$select`): an array of the names, `style: form, explode: false` (`?$expand=a,b`). Routes read
 * it with `readNameList` (routes/name-lists.ts), which also takes a repeated parameter.
 */
export function NameList<const Names extends readonly [string, ...string[]]>(
  names: Names,
  description: string,
) {
  return Type.Optional(
    Type.Array(StringEnum(names), { style: 'form', explode: false, description }),
  );
}

/**
 * `T | null` as OpenAPI 3.1 writes it, `type: [T, "null"]` (also for objects and arrays; an
 * enumeration lists `null` among its values, which JSON Schema needs to accept it). A single
 * `type` array keeps the response serializer (fast-json-stringify) on one code path, where an
 * `anyOf` made it try each branch per value, which dominated the cost of the full reservation.
 *
 * The document also carries `nullable: true` beside it (added in plugins/swagger.ts): GraphQL
 * Mesh's OpenAPI handler (0.112) turns a required field non-null unless it sees that keyword,
 * so every `null` of a stay became a GraphQL error.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type !== 'string') {
    throw new Error('Nullable() needs a schema with a single `type`');
  }
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [type, 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  });
}

export const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant in UTC' });
export const LocalDate = Type.String({
  format: 'date',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description:
    'Calendar date (YYYY-MM-DD) in the property time zone; the API takes dates from 1900 to 2199',
});
export const Email = Type.String({ format: 'email', maxLength: 254 });
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

/** A card's expiry as printed on it, `MM/YY`, month 01-12. */
export const cardExpiryPattern = '^(0[1-9]|1[0-2])/\\d{2}$';

/** Error messages for the patterns above, in place of ajv's "must match pattern …". */
export const patternMessages: ReadonlyMap<string, string> = new Map([
  [cardExpiryPattern, 'must be MM/YY with a month from 01 to 12'],
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
 * Language and `Idempotency-Key`, for writes that answer a repeated request with the first
 * answer (`X-Request-Deadline` is declared on every route by the deadline plugin).
 */
export const IdempotentWriteHeaders = Type.Object({
  ...LanguageHeaders.properties,
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description:
        'A key the client generates per request (a UUID). Kept 24 hours per reservation: the same request again answers the first answer (header Idempotent-Replayed: true); another request with the key is refused with 422 IDEMPOTENCY_KEY_REUSED. Concurrent requests with one key run one after the other.',
    }),
  ),
});

export const Image = Type.Object({ url: Type.String(), sequenceNumber: Type.Integer() });

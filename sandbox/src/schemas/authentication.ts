import { Type } from 'typebox';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const IdempotencyKey = Type.String({ minLength: 1, maxLength: 64 });

/**
 * One body for the three variants of spec §7: request a code (`turnstileToken`), resend it
 * (`turnstileToken` + `idempotencyKey`), verify it (`otp`, optionally with `idempotencyKey`).
 */
export const AuthenticationRequest = Type.Object(
  {
    email: Email,
    strategy: Type.Literal('otp'),
    turnstileToken: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2048,
        description:
          'Bot-check token; the sandbox accepts any non-empty string. Required to request or resend a code',
      }),
    ),
    idempotencyKey: Type.Optional(IdempotencyKey),
    otp: Type.Optional(
      Type.String({ pattern: '^\\d{6}$', description: 'The 6-digit code; present only to verify' }),
    ),
  },
  { additionalProperties: false },
);

export const CodeSent = Type.Object(
  { idempotencyKey: IdempotencyKey },
  { description: 'A code was sent (see GET /_sandbox/outbox); valid 10 minutes and once' },
);

export const AccessGranted = Type.Object({
  accessToken: Type.String({
    description: 'HS256 JWT: sub = customer id, email, exp one hour after issue',
  }),
});

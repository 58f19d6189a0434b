import { randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live one hour (documented in the README); the client reads `exp`. */
export const accessTokenLifetimeSeconds = 3_600;
const issuer = 'guest-sandbox';
const minimumSecretLength = 32;

/**
 * `SANDBOX_JWT_SECRET` when set (so tokens survive a restart), else a random secret per process.
 * A short secret is refused: HS256 with a guessable key would let anyone mint tokens.
 */
export function accessTokenSecret(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const configured = env.SANDBOX_JWT_SECRET;
  if (configured === undefined || configured === '') return randomBytes(32);
  if (configured.length < minimumSecretLength) {
    throw new Error(
      `SANDBOX_JWT_SECRET must be at least ${minimumSecretLength} characters (got ${configured.length})`,
    );
  }
  return new TextEncoder().encode(configured);
}

export interface TokenSubject {
  customerId: string;
  email: string;
}

export function signAccessToken(
  subject: TokenSubject,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return (
    new SignJWT({ email: subject.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.customerId)
      .setIssuer(issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
      // Names the token, so signing out can revoke exactly this one.
      .setJti(randomUUID())
      .sign(secret)
  );
}

export type TokenProblem = 'expired' | 'bad-signature' | 'malformed';

/** A verified token: whose it is, and its id and expiry (what revoking it needs). */
export type VerifiedToken = { subject: TokenSubject; tokenId: string; expiresAt: Date };

export type TokenCheck = ({ ok: true } & VerifiedToken) | { ok: false; problem: TokenProblem };

/** Verifies signature, issuer and expiry against the sandbox clock, not the wall clock. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.jti !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return { ok: false, problem: 'malformed' };
    }
    return {
      ok: true,
      subject: { customerId: payload.sub, email: payload.email },
      tokenId: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, problem: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, problem: 'bad-signature' };
    }
    return { ok: false, problem: 'malformed' };
  }
}

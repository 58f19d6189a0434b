/** An unsigned JWT with this `exp`: the gateway only reads the expiry, the core API verifies. */
export function jwtWithExpiry(exp: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'customer-1', exp })}.signature`;
}

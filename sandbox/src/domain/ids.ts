import { createHash, randomUUID } from 'node:crypto';

/**
 * A UUID-shaped id derived from a name, so seeded rows keep the same id on every machine and
 * every reset (tests and demo links can hold on to them).
 */
export function stableId(kind: string, name: string): string {
  const hex = createHash('sha1').update(`${kind}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function newId(): string {
  return randomUUID();
}

/** A reservation slug: long enough not to be guessed, since it grants access to the stay. */
export function newSlug(): string {
  return randomUUID().replaceAll('-', '').slice(0, 20);
}

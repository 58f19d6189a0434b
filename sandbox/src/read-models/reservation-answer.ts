import type { FastifyInstance } from 'fastify';
import { presentReservation, reservationChangesAt } from '../presenters/reservation.ts';
import { findReservationBundle } from '../repositories/reservations.ts';
import type { ReservationExpansion } from '../schemas/reservation.ts';

export interface ReservationAnswer {
  /** The serialized `{ data: reservation }` body. */
  body: Buffer;
  /** The clock window in which this body is right: [from, until). */
  from: number;
  until: number;
}

/**
 * The GET /check-in/{slug} answer, serialized once and reused until a write (the read cache's
 * rule) or until the clock alone would change it (a door-key window opens or closes, free
 * cancellation ends): the guest app polls this call and it must stay cheap. One answer per
 * language (`x-language-code`), English where a text has no translation. Null when no
 * reservation has the slug.
 */
export function readReservationAnswer(
  fastify: FastifyInstance,
  slug: string,
  expand: ReadonlySet<ReservationExpansion>,
  language: string,
  serialize: (payload: unknown) => string,
): Promise<ReservationAnswer | null> {
  const now = fastify.clock.now().getTime();
  return fastify.readCache.get(
    `check-in:${slug}:${language}:${[...expand].sort().join(',')}`,
    async () => {
      const bundle = await fastify.readCache.get(`reservation:${slug}:${language}`, () =>
        findReservationBundle(fastify.db, slug, language),
      );
      if (!bundle) return null;
      const at = new Date(now);
      const body = serialize({ data: presentReservation(bundle, expand, at) });
      return { body: Buffer.from(body), from: now, until: reservationChangesAt(bundle, at) };
    },
    (answer) => answer === null || (answer.from <= now && now < answer.until),
  );
}

/**
 * The analytics client behind `integrations/analytics.ts`: it adds the page and the stay to every
 * call, queues the calls and hands them to a sink in batches (spec §9: batches of 10, sent at the
 * latest 5 s after the first queued call, up to 10 retries).
 */

import type { AnalyticsIdentity, IdentityStore } from './identityCookie.ts';

export type AnalyticsCallType = 'track' | 'identify' | 'group';

/** A call as the sink receives it: properties already enriched and free of the stay's slug. */
export type AnalyticsCall = {
  type: AnalyticsCallType;
  event?: string;
  staff: boolean;
  properties: Record<string, unknown>;
  sentAt: string;
};

/** Delivers one batch; a rejection makes the client try the same batch again later. */
export type AnalyticsSink = (batch: readonly AnalyticsCall[]) => Promise<void>;

/** What the events of a stay carry (spec §7: dates, counts, property, duration). */
export type ReservationContext = {
  reservationId: string;
  startDate: string;
  endDate: string;
  nights: number;
  adults: number;
  children: number;
  propertyName: string;
  propertyCity: string;
};

export type AnalyticsClientOptions = {
  sink: AnalyticsSink;
  /** Where the identified customer is kept between visits (the cookie in the page). */
  identityStore?: IdentityStore;
  /** E-mail domain of the staff, e.g. `operator.com`; empty: nobody is flagged. */
  staffEmailDomain: string;
  batchSize?: number;
  flushAfterMs?: number;
  maxRetries?: number;
  /** Delay before retry `attempt` (1-based). */
  retryDelayMs?: (attempt: number) => number;
  now?: () => Date;
};

export const analyticsDefaults = { batchSize: 10, flushAfterMs: 5000, maxRetries: 10 } as const;

/** The page address without the stay's slug: it is the stay's credential. */
export function withoutSlug(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('slug');
  return parsed.toString();
}

/** Staff are flagged by the domain of their e-mail (spec §6), in analytics only. */
export function isStaffEmail(email: string, staffEmailDomain: string): boolean {
  const domain = staffEmailDomain.trim().toLowerCase().replace(/^@/, '');
  return domain !== '' && email.trim().toLowerCase().endsWith(`@${domain}`);
}

function contextProperties(context: ReservationContext | null): Record<string, unknown> {
  if (context === null) return {};
  return {
    reservation_id: context.reservationId,
    start_date: context.startDate,
    end_date: context.endDate,
    nights: context.nights,
    adults: context.adults,
    children: context.children,
    guests: context.adults + context.children,
    property_name: context.propertyName,
    property_city: context.propertyCity,
  };
}

export function createAnalyticsClient(options: AnalyticsClientOptions) {
  const batchSize = options.batchSize ?? analyticsDefaults.batchSize;
  const flushAfterMs = options.flushAfterMs ?? analyticsDefaults.flushAfterMs;
  const maxRetries = options.maxRetries ?? analyticsDefaults.maxRetries;
  const retryDelayMs =
    options.retryDelayMs ?? ((attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 60_000));
  const now = options.now ?? (() => new Date());

  const queue: AnalyticsCall[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let identity: AnalyticsIdentity | null = options.identityStore?.read() ?? null;
  let reservation: ReservationContext | null = null;

  function schedule(delayMs: number) {
    if (timer === undefined) timer = setTimeout(() => void flush(), delayMs);
  }

  /** Sends what is queued, a batch at a time; a failed batch is retried with a growing delay. */
  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (sending) return;
    sending = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, batchSize);
        if (!(await deliver(batch))) break;
        queue.splice(0, batch.length);
      }
    } finally {
      sending = false;
    }
  }

  async function deliver(batch: AnalyticsCall[], attempt = 0): Promise<boolean> {
    try {
      await options.sink(batch);
      return true;
    } catch {
      if (attempt >= maxRetries) {
        // Given up on: analytics must never grow without bound or bother the guest.
        queue.splice(0, batch.length);
        return true;
      }
      await new Promise((resume) => setTimeout(resume, retryDelayMs(attempt + 1)));
      return deliver(batch, attempt + 1);
    }
  }

  function enqueue(
    type: AnalyticsCallType,
    event: string | undefined,
    properties: Record<string, unknown>,
    pageUrl: string,
  ) {
    const url = new URL(withoutSlug(pageUrl));
    queue.push({
      type,
      ...(event === undefined ? {} : { event }),
      staff: identity?.staff ?? false,
      properties: {
        ...contextProperties(reservation),
        ...(identity ? { user_id: identity.userId } : {}),
        ...properties,
        url: url.toString(),
        path: url.pathname,
      },
      sentAt: now().toISOString(),
    });
    if (queue.length >= batchSize) void flush();
    else schedule(flushAfterMs);
  }

  return {
    track(event: string, properties: Record<string, unknown>, pageUrl: string) {
      enqueue('track', event, properties, pageUrl);
    },
    /**
     * The signed-in customer: this and every later call (on this device, until `reset`) carry
     * their id and staff flag. The e-mail decides the flag and is not sent.
     */
    identify(user: { id: string; email: string }, pageUrl: string) {
      identity = { userId: user.id, staff: isStaffEmail(user.email, options.staffEmailDomain) };
      options.identityStore?.write(identity);
      enqueue('identify', undefined, {}, pageUrl);
    },
    /** Logout: later calls are anonymous again. */
    reset() {
      identity = null;
      options.identityStore?.write(null);
    },
    /** The stay the guest looks at: later events carry it; a new stay is grouped by its id. */
    setReservation(context: ReservationContext | null, pageUrl: string) {
      const changed = context?.reservationId !== reservation?.reservationId;
      reservation = context;
      if (changed && context !== null) enqueue('group', undefined, {}, pageUrl);
    },
    flush,
    /** Calls waiting to be sent (tests and the page-hide flush). */
    pending: () => queue.length,
  };
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;

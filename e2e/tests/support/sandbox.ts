import { type APIRequestContext, test as base, expect } from '@playwright/test';

import { debugToolsHidden, hideDebugTools } from './debugTools.ts';
import { sandboxURL } from './urls.ts';

export { sandboxURL };

/** The fields of `POST /_sandbox/reservations` (sandbox-contract.md); every one is optional. */
export interface ReservationSeed {
  propertyKey?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  startInDays?: number;
  nights?: number;
  adults?: number;
  children?: number;
  status?: 'confirmed' | 'canceled';
  checkInState?: 'guest-details-required' | 'id-verification-required' | 'check-in-completed';
  cancellation?: 'refundable' | 'non-refundable' | 'ota';
  paid?: boolean;
  card?: 'none' | 'valid' | 'declining';
  whiteLabel?: boolean;
}

export interface CreatedReservation {
  id: string;
  slug: string;
  confirmationNumber: string;
  lastName: string;
  email: string;
  propertyKey: string;
}

/** The part of `GET /check-in/{slug}?$expand=property` the browser tests compare with the page. */
export interface ReservationView {
  slug: string;
  startDate: string;
  endDate: string;
  /** The stay's price in major units of its currency. */
  totalPrice: number;
  property: { name: string; timeZone: string; phone: string; whatsappNumber: string | null };
  /** The assigned unit: its type decides whether texts say apartment or room. */
  propertyUnit: { type: string } | null;
}

/** A phone number as the gateway gives it to the page (spec §5): a plus and digits only. */
export function normalisedPhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

/** One message of `GET /_sandbox/outbox`: a one-time code the sandbox "sent". */
export interface SentCode {
  to: string;
  subject: string;
  code: string;
  idempotencyKey: string;
  sentAt: string;
}

export class Sandbox {
  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext) {
    this.request = request;
  }

  async reset(): Promise<void> {
    const response = await this.request.post(`${sandboxURL}/_sandbox/reset`);
    expect(response.status(), 'POST /_sandbox/reset').toBe(204);
  }

  async createReservation(seed: ReservationSeed = {}): Promise<CreatedReservation> {
    const response = await this.request.post(`${sandboxURL}/_sandbox/reservations`, { data: seed });
    expect(response.status(), 'POST /_sandbox/reservations').toBe(201);
    const body = (await response.json()) as { data: CreatedReservation };
    return body.data;
  }

  /** The codes sent to `email`, newest first. */
  async outbox(email: string): Promise<SentCode[]> {
    const response = await this.request.get(`${sandboxURL}/_sandbox/outbox`, {
      params: { to: email },
    });
    expect(response.status(), 'GET /_sandbox/outbox').toBe(200);
    const body = (await response.json()) as { data: SentCode[] };
    return body.data;
  }

  /** Waits until `count` codes have gone to `email` and gives the newest. */
  async latestCode(email: string, count = 1): Promise<SentCode> {
    let sent: SentCode[] = [];
    await expect
      .poll(
        async () => {
          sent = await this.outbox(email);
          return sent.length;
        },
        { message: `codes sent to the test e-mail` },
      )
      .toBeGreaterThanOrEqual(count);
    const [newest] = sent;
    if (!newest) throw new Error('no code was sent');
    return newest;
  }

  /**
   * Moves the sandbox's clock (it keeps ticking from there; check-out windows, key validity and
   * timeslots follow it); `resetClock` undoes it.
   */
  async setClock(now: Date | string): Promise<void> {
    const response = await this.request.put(`${sandboxURL}/_sandbox/clock`, {
      data: { now: typeof now === 'string' ? now : now.toISOString() },
    });
    expect(response.status(), 'PUT /_sandbox/clock').toBe(204);
  }

  /** Back to real time. */
  async resetClock(): Promise<void> {
    const response = await this.request.delete(`${sandboxURL}/_sandbox/clock`);
    expect(response.status(), 'DELETE /_sandbox/clock').toBe(204);
  }

  /** The reservation's door keys as the core API lists them (id and type). */
  async propertyKeys(slug: string): Promise<{ id: string; type: string }[]> {
    const response = await this.request.get(`${sandboxURL}/check-in/${slug}?$expand=propertyKeys`);
    expect(response.status(), `GET /check-in/${slug}?$expand=propertyKeys`).toBe(200);
    const body = (await response.json()) as {
      data: { propertyKeys: { id: string; type: string }[] };
    };
    return body.data.propertyKeys;
  }

  /** Unlocks a door through the core API itself, as another device of the stay would. */
  async unlock(slug: string, propertyKeyId: string): Promise<number> {
    const response = await this.request.post(`${sandboxURL}/access-requests`, {
      data: { slug, propertyKeyId },
    });
    return response.status();
  }

  /** Plays the identity provider: its verdict on a pending verification. */
  async identityVerdict(verificationId: string, outcome: 'approved' | 'declined'): Promise<void> {
    const response = await this.request.post(
      `${sandboxURL}/_sandbox/identity-verifications/${verificationId}`,
      { data: { outcome } },
    );
    expect(response.status(), 'POST /_sandbox/identity-verifications/{id}').toBe(200);
  }

  async reservation(slug: string): Promise<ReservationView> {
    const response = await this.request.get(
      `${sandboxURL}/check-in/${slug}?$expand=property,propertyUnit`,
    );
    expect(response.status(), `GET /check-in/${slug}`).toBe(200);
    const body = (await response.json()) as { data: ReservationView };
    return body.data;
  }
}

/** Every test starts from the seeded sandbox database, in pages without the debug panel. */
export const test = base.extend<{ sandbox: Sandbox; debugToolsShown: boolean }>({
  /** `test.use({ debugToolsShown: true })` where a test is about the panel itself. */
  debugToolsShown: [false, { option: true }],
  context: async ({ context, debugToolsShown }, use) => {
    if (!debugToolsShown) await context.addInitScript(hideDebugTools, debugToolsHidden);
    await use(context);
  },
  sandbox: async ({ request }, use) => {
    const sandbox = new Sandbox(request);
    await sandbox.reset();
    await use(sandbox);
    // A test that moved the clock leaves real time behind it, passed or failed.
    await sandbox.resetClock();
  },
});

export { expect };

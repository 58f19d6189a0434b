import { type APIRequestContext, test as base, expect } from '@playwright/test';

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
  property: { name: string; timeZone: string };
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

  /** Moves the sandbox's clock (check-out windows, key validity, timeslots follow it). */
  async setClock(now: string): Promise<void> {
    const response = await this.request.put(`${sandboxURL}/_sandbox/clock`, { data: { now } });
    expect(response.status(), 'PUT /_sandbox/clock').toBe(204);
  }

  /** Back to real time. */
  async resetClock(): Promise<void> {
    const response = await this.request.delete(`${sandboxURL}/_sandbox/clock`);
    expect(response.status(), 'DELETE /_sandbox/clock').toBe(204);
  }

  async reservation(slug: string): Promise<ReservationView> {
    const response = await this.request.get(`${sandboxURL}/check-in/${slug}?$expand=property`);
    expect(response.status(), `GET /check-in/${slug}`).toBe(200);
    const body = (await response.json()) as { data: ReservationView };
    return body.data;
  }
}

/** Every test starts from the seeded sandbox database. */
export const test = base.extend<{ sandbox: Sandbox }>({
  sandbox: async ({ request }, use) => {
    const sandbox = new Sandbox(request);
    await sandbox.reset();
    await use(sandbox);
    // A test that moved the clock leaves real time behind it, passed or failed.
    await sandbox.resetClock();
  },
});

export { expect };

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnalyticsCall,
  createAnalyticsClient,
  isStaffEmail,
  type ReservationContext,
  withoutSlug,
} from './analyticsClient.ts';
import type { AnalyticsIdentity } from './identityCookie.ts';

const page = 'https://guest.example/stay/breakfast?slug=k3x9-secret&lng=de-DE';
const berlin: ReservationContext = {
  reservationId: 'res-4711',
  startDate: '2026-12-01T14:00:00.000Z',
  endDate: '2026-12-03T10:00:00.000Z',
  nights: 2,
  adults: 2,
  children: 1,
  propertyName: 'Kopenhagener Straße 92',
  propertyCity: 'Berlin',
};

function recordingSink() {
  const batches: AnalyticsCall[][] = [];
  const sink = vi.fn(async (batch: readonly AnalyticsCall[]) => {
    batches.push([...batch]);
  });
  return { batches, sink };
}

describe('the analytics client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a batch as soon as 10 calls are queued', async () => {
    const { batches, sink } = recordingSink();
    const client = createAnalyticsClient({ sink, staffEmailDomain: '' });
    for (let index = 0; index < 9; index += 1) client.track('Product Clicked', {}, page);
    await vi.advanceTimersByTimeAsync(0);
    expect(sink).not.toHaveBeenCalled();

    client.track('Product Clicked', {}, page);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((batch) => batch.length)).toEqual([10]);
  });

  it('sends fewer calls 5 s after the first one was queued', async () => {
    const { batches, sink } = recordingSink();
    const client = createAnalyticsClient({ sink, staffEmailDomain: '' });
    client.track('Product Viewed', { product_id: 'p1' }, page);
    await vi.advanceTimersByTimeAsync(4999);
    expect(sink).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.[0]).toMatchObject({
      type: 'track',
      event: 'Product Viewed',
      properties: { product_id: 'p1' },
    });
  });

  it('strips the slug from the page address of every call', async () => {
    const { batches, sink } = recordingSink();
    const client = createAnalyticsClient({ sink, staffEmailDomain: '' });
    client.track('Stay Page Viewed', {}, page);
    await client.flush();
    expect(batches[0]?.[0]?.properties).toMatchObject({
      url: 'https://guest.example/stay/breakfast?lng=de-DE',
      path: '/stay/breakfast',
    });
    expect(JSON.stringify(batches)).not.toContain('k3x9-secret');
  });

  it('adds the reservation context to every call and groups by the reservation once', async () => {
    const { batches, sink } = recordingSink();
    const client = createAnalyticsClient({ sink, staffEmailDomain: '' });
    client.setReservation(berlin, page);
    client.setReservation(berlin, page);
    client.track('Product Added', { product_id: 'p1' }, page);
    await client.flush();
    const calls = batches.flat();
    expect(calls.map((call) => call.type)).toEqual(['group', 'track']);
    // The group call is keyed by the reservation id (spec §7).
    expect(calls[0]?.properties.reservation_id).toBe('res-4711');
    expect(calls[1]?.properties).toMatchObject({
      reservation_id: 'res-4711',
      start_date: berlin.startDate,
      end_date: berlin.endDate,
      nights: 2,
      adults: 2,
      children: 1,
      guests: 3,
      property_name: 'Kopenhagener Straße 92',
      property_city: 'Berlin',
      product_id: 'p1',
    });

    client.setReservation(null, page);
    client.track('Product Added', {}, page);
    await client.flush();
    expect(batches.flat()[2]?.properties).not.toHaveProperty('reservation_id');
  });

  it('flags the calls of a staff member by the e-mail domain, without sending the e-mail', async () => {
    const { batches, sink } = recordingSink();
    const client = createAnalyticsClient({ sink, staffEmailDomain: 'operator.example' });
    client.track('Product Viewed', {}, page);
    client.identify({ id: 'user-1', email: 'Anna@Operator.example' }, page);
    client.track('Product Viewed', {}, page);
    await client.flush();
    expect(batches.flat().map((call) => [call.type, call.staff])).toEqual([
      ['track', false],
      ['identify', true],
      ['track', true],
    ]);
    expect(JSON.stringify(batches)).not.toContain('Anna@');
  });

  it('keeps the identified customer on the device: after a reload, until logout', async () => {
    const { batches, sink } = recordingSink();
    let kept: AnalyticsIdentity | null = null;
    const identityStore = {
      read: () => kept,
      write: (identity: AnalyticsIdentity | null) => {
        kept = identity;
      },
    };
    const first = createAnalyticsClient({
      sink,
      identityStore,
      staffEmailDomain: 'operator.example',
    });
    first.identify({ id: 'user-1', email: 'anna@operator.example' }, page);
    expect(kept).toEqual({ userId: 'user-1', staff: true });

    // A new page: the client reads who was identified.
    const reloaded = createAnalyticsClient({
      sink,
      identityStore,
      staffEmailDomain: 'operator.example',
    });
    reloaded.track('Product Viewed', {}, page);
    reloaded.reset();
    reloaded.track('Product Viewed', {}, page);
    await first.flush();
    await reloaded.flush();
    expect(batches.flat().map((call) => [call.type, call.staff, call.properties.user_id])).toEqual([
      ['identify', true, 'user-1'],
      ['track', true, 'user-1'],
      ['track', false, undefined],
    ]);
    expect(kept).toBeNull();
  });

  it('retries a refused batch up to 10 times, then drops it', async () => {
    const sink = vi.fn(async () => {
      throw new Error('offline');
    });
    const client = createAnalyticsClient({ sink, staffEmailDomain: '', retryDelayMs: () => 100 });
    client.track('Order Completed', {}, page);
    void client.flush();
    await vi.advanceTimersByTimeAsync(100 * 20);
    expect(sink).toHaveBeenCalledTimes(11);
    expect(client.pending()).toBe(0);
  });

  it('delivers a batch that succeeds on a retry, exactly once', async () => {
    let failures = 2;
    const { batches, sink: record } = recordingSink();
    const sink = vi.fn(async (batch: readonly AnalyticsCall[]) => {
      if (failures-- > 0) throw new Error('busy');
      await record(batch);
    });
    const client = createAnalyticsClient({ sink, staffEmailDomain: '', retryDelayMs: () => 100 });
    client.track('Order Completed', {}, page);
    void client.flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sink).toHaveBeenCalledTimes(3);
    expect(batches).toHaveLength(1);
    expect(client.pending()).toBe(0);
  });
});

describe('withoutSlug and isStaffEmail', () => {
  it('removes only the slug parameter', () => {
    expect(withoutSlug('http://localhost/stay?slug=a&x=1#top')).toBe(
      'http://localhost/stay?x=1#top',
    );
  });

  it('matches the whole staff domain, not a look-alike', () => {
    expect(isStaffEmail('anna@operator.example', '@operator.example')).toBe(true);
    expect(isStaffEmail('anna@notoperator.example', 'operator.example')).toBe(false);
    expect(isStaffEmail('anna@operator.example', '')).toBe(false);
  });
});

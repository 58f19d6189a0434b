import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsCall } from './analytics/analyticsClient.ts';
import { setAnalyticsSink } from './analytics/analyticsRuntime.ts';
import { setAnalyticsReservation, trackStayPageViewed } from './analytics.ts';

const sent: AnalyticsCall[][] = [];

describe('the analytics adapter', () => {
  it('keeps the order of the calls while its client loads: the context is on the page view', async () => {
    setAnalyticsSink(async (batch) => {
      sent.push([...batch]);
    });
    setAnalyticsReservation({
      reservationId: 'res-1',
      startDate: '2026-12-01T14:00:00.000Z',
      endDate: '2026-12-03T10:00:00.000Z',
      nights: 2,
      adults: 1,
      children: 0,
      propertyName: 'Kasarmikatu 40',
      propertyCity: 'Helsinki',
    });
    trackStayPageViewed();
    const { analyticsClient } = await import('./analytics/analyticsRuntime.ts');
    await vi.waitFor(() => expect(analyticsClient().pending()).toBe(2));
    await analyticsClient().flush();
    const [group, view] = sent.flat();
    expect(group?.type).toBe('group');
    expect(view).toMatchObject({
      event: 'Stay Page Viewed',
      properties: { reservation_id: 'res-1', property_city: 'Helsinki', nights: 2 },
    });
  });
});

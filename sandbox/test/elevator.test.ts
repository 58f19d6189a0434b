import { describe, expect, it } from 'vitest';
import { stableId } from '../src/domain/ids.ts';
import { client } from './http.ts';
import { firstError, useSandbox } from './support.ts';

const sandbox = useSandbox();
const { get, post, book, setClock, resetClock } = client(sandbox);
const londonElevator = stableId('property-key', 'london-ch65:elevator');

async function callCount(): Promise<number> {
  const row = await sandbox()
    .db.selectFrom('elevatorRequests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('POST /elevator-requests and GET /elevator-requests/{id}', () => {
  it('sends the elevator, which goes on its way and arrives on the sandbox clock', async () => {
    const sent = await post('/elevator-requests', {
      propertyKeyId: londonElevator,
      slug: 'demo-stay-london',
    });
    expect(sent.status).toBe(201);
    const call = sent.json().data;
    expect(call).toMatchObject({
      propertyKeyId: londonElevator,
      status: 'sent',
      requestedAt: '2026-06-15T08:00:00.000Z',
    });
    const read = (headers: Record<string, string>) => get(`/elevator-requests/${call.id}`, headers);
    expect((await read({ 'x-slug': 'demo-stay-london' })).json().data.status).toBe('sent');
    try {
      await setClock('2026-06-15T08:00:05Z');
      expect((await read({ 'x-slug': 'demo-stay-london' })).json().data.status).toBe('on-the-way');
      await setClock('2026-06-15T08:00:20Z');
      expect((await read({ 'x-slug': 'demo-stay-london' })).json().data.status).toBe('arrived');
    } finally {
      await resetClock();
    }
    const whileComing = await post('/elevator-requests', {
      propertyKeyId: londonElevator,
      slug: 'demo-stay-london',
    });
    expect(whileComing.json().data.id).toBe(call.id);
    try {
      await setClock('2026-06-15T08:01:00Z');
      const afterArrival = await post('/elevator-requests', {
        propertyKeyId: londonElevator,
        slug: 'demo-stay-london',
      });
      expect(afterArrival.json().data).toMatchObject({ status: 'sent' });
      expect(afterArrival.json().data.id).not.toBe(call.id);
    } finally {
      await resetClock();
    }
    const otherStay = await read({ 'x-slug': 'demo-stay-helsinki' });
    expect(otherStay.status).toBe(404);
    expect(firstError(otherStay.body).code).toBe('ELEVATOR_REQUEST_NOT_FOUND');
    const noSlug = await read({});
    expect(noSlug.status).toBe(400);
    expect(firstError(noSlug.body).field).toBe('x-slug');
  });

  it('refuses keys that are not usable now with the door-access codes, writing nothing', async () => {
    const before = await callCount();
    const unpaid = await book({
      propertyKey: 'london-ch65',
      paid: false,
      checkInState: 'check-in-completed',
    });
    const future = await book({
      propertyKey: 'london-ch65',
      startInDays: 3,
      checkInState: 'check-in-completed',
    });
    const cases: [string, string][] = [
      [unpaid.slug, 'NOT_PAID'],
      [future.slug, 'NOT_AVAILABLE_YET'],
      ['demo-stay-past', 'PROPERTY_KEY_NOT_FOUND'],
    ];
    for (const [slug, code] of cases) {
      const response = await post('/elevator-requests', { propertyKeyId: londonElevator, slug });
      expect(firstError(response.body).code, slug).toBe(code);
    }
    const refused = await post('/elevator-requests', {
      propertyKeyId: londonElevator,
      slug: future.slug,
    });
    expect(refused.status).toBe(403);
    expect(firstError(refused.body).message).toContain('2026-06-18T14:00:00.000Z');
    expect(await callCount()).toBe(before);
  });

  it('answers 400 for a key that is not an elevator, 404 for unknown ones, 400 for bad bodies', async () => {
    const entrance = await post('/elevator-requests', {
      propertyKeyId: stableId('property-key', 'london-ch65:entrance'),
      slug: 'demo-stay-london',
    });
    expect(entrance.status).toBe(400);
    expect(firstError(entrance.body)).toMatchObject({
      code: 'NOT_AN_ELEVATOR',
      field: 'propertyKeyId',
    });
    const unknownSlug = await post('/elevator-requests', {
      propertyKeyId: londonElevator,
      slug: 'nope',
    });
    expect(unknownSlug.status).toBe(404);
    expect(firstError(unknownSlug.body).field).toBe('slug');
    const missing = await post('/elevator-requests', { slug: 'demo-stay-london' });
    expect(missing.status).toBe(400);
    expect(firstError(missing.body).field).toBe('propertyKeyId');
  });

  it('limits calls of one key like door unlocks: five a minute per stay, repeats included', async () => {
    const stay = await book({
      propertyKey: 'london-ch65',
      startInDays: -1,
      checkInState: 'check-in-completed',
    });
    const press = () =>
      post('/elevator-requests', { propertyKeyId: londonElevator, slug: stay.slug });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await press()).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await press();
    expect(firstError(refused.body).code).toBe('TOO_MANY_REMOTE_UNLOCK_ATTEMPTS');
    // Another stay at the building is not held up by this one.
    const neighbour = await post('/elevator-requests', {
      propertyKeyId: londonElevator,
      slug: 'demo-stay-london',
    });
    expect(neighbour.status).toBe(201);
    try {
      await setClock('2026-06-15T08:01:01Z');
      expect((await press()).status).toBe(201);
    } finally {
      await resetClock();
    }
  });
});

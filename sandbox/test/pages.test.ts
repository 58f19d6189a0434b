import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { client } from './http.ts';
import { testNow, useSandbox } from './support.ts';

const sandbox = useSandbox();
const { get, post, book } = client(sandbox);

async function startVerification(): Promise<{
  id: string;
  providerUrl: string;
  reservationId: string;
  slug: string;
}> {
  const { slug, id: reservationId } = await book({
    propertyKey: 'tallinn-lii34',
    checkInState: 'id-verification-required',
  });
  const started = await post(`/check-in/${slug}/identity-verifications`, undefined, {
    host: 'localhost:4410',
  });
  expect(started.status).toBe(201);
  return { ...started.json().data, reservationId, slug };
}

function submit(id: string, form: Record<string, string>) {
  return sandbox().inject({
    method: 'POST',
    url: `/identity/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

const back = 'http://localhost:4400/stay/check-in?slug=abc';

describe('the identity provider’s page', () => {
  it('is where a started verification sends the guest: on the sandbox, at the address it was called on', async () => {
    const { id, providerUrl } = await startVerification();
    expect(providerUrl).toBe(`http://localhost:4410/identity/${id}`);
    const page = await get(`/identity/${id}?return=${encodeURIComponent(back)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Verify your identity</h1>');
    for (const outcome of ['approved', 'declined', 'pending']) {
      expect(page.body).toContain(`name="outcome" value="${outcome}"`);
    }
    expect(page.body).toContain(`name="return" value="${back.replaceAll('&', '&amp;')}"`);
  });

  it('approves: check-in completes and the guest is sent back to the app', async () => {
    const { id, reservationId } = await startVerification();
    const answer = await submit(id, { outcome: 'approved', return: back });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(back);
    const state = await get(`/reservation-state/${reservationId}`);
    expect(state.json().data).toMatchObject({
      state: 'check-in-completed',
      idVerificationState: 'approved',
    });
    // Decided once: the page says so, and a second verdict changes nothing.
    expect((await get(`/identity/${id}`)).body).toContain('already approved');
    const again = await submit(id, { outcome: 'declined', return: back });
    expect(again.statusCode).toBe(409);
  });

  it('declines, or leaves the check pending, as a provider may', async () => {
    const declined = await startVerification();
    expect((await submit(declined.id, { outcome: 'declined', return: back })).statusCode).toBe(303);
    expect(
      (await get(`/reservation-state/${declined.reservationId}`)).json().data.idVerificationState,
    ).toBe('declined');
    const pending = await startVerification();
    expect((await submit(pending.id, { outcome: 'pending', return: back })).statusCode).toBe(303);
    expect((await get(`/reservation-state/${pending.reservationId}`)).json().data.state).toBe(
      'id-verification-required',
    );
  });

  it('sends the guest back only to the guest app (loopback or a listed origin), never elsewhere', async () => {
    const { id } = await startVerification();
    const elsewhere = await submit(id, { outcome: 'pending', return: 'https://evil.example/x' });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers.location).toBeUndefined();
    const page = await get(`/identity/${id}?return=${encodeURIComponent('https://evil.example')}`);
    expect(page.body).not.toContain('evil.example');
  });

  it('refuses an unknown verification and an unknown verdict', async () => {
    expect((await get('/identity/nope')).status).toBe(404);
    const { id } = await startVerification();
    const bad = await submit(id, { outcome: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('partners’ pages', () => {
  it('show the partner of the property, in the browser’s language where the seed has it', async () => {
    const german = await get('/partners/breakfast/berlin-kop92', {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(german.status).toBe(200);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<h1>Bäckerei Morgenrot</h1>');
    expect(german.body).toContain('Frühstück für einen Gast pro Tag');
    const bikes = await get('/partners/bikes/helsinki-kas40', { 'accept-language': 'fi' });
    expect(bikes.body).toContain('<h1>Kaupunkipyörät</h1>');
    const english = await get('/partners/gym/london-ch65');
    expect(english.body).toContain('<h1>Chiltern Fitness</h1>');
  });

  it('answer 404 for a property without one, and partners link to them on the sandbox', async () => {
    expect((await get('/partners/breakfast/nowhere-xx1')).status).toBe(404);
    expect((await get('/partners/spa/berlin-kop92')).status).toBe(400);
  });
});

describe('the sandbox’s public address', () => {
  let configured: Awaited<ReturnType<typeof createSandbox>>;
  beforeAll(async () => {
    configured = await createSandbox({
      now: () => new Date(testNow),
      publicUrl: 'https://sandbox.example.com',
    });
  });
  afterAll(async () => {
    await configured.close();
  });

  it('names its pages on SANDBOX_PUBLIC_URL when set, whatever host the call came to', async () => {
    const answer = await configured.inject({
      method: 'GET',
      url:
        '/product-content?propertyId=' +
        (
          await configured.db
            .selectFrom('properties')
            .select('id')
            .where('key', '=', 'berlin-kop92')
            .executeTakeFirstOrThrow()
        ).id +
        '&$expand=breakfast',
      headers: { host: 'sandbox:4010' },
    });
    expect(answer.json().data.breakfast.websiteUrl).toBe(
      'https://sandbox.example.com/partners/breakfast/berlin-kop92',
    );
  });
});

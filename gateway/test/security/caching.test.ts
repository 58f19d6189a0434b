import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/auth/session.ts';
import { type ProbeAnswer, persisted, signIn, useProductionGateway } from './support.ts';

// The security corpus, part 8: what a shared cache between the guest and the gateway may keep.
// Personal answers (an e-mail, a referral code, a stay by its slug) used to carry the response
// cache's ETag and Last-Modified and no Cache-Control, so a proxy could keep and serve them.
const { sandbox, gateway } = useProductionGateway();

function expectPrivate(answer: ProbeAnswer): void {
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(answer.headers.etag).toBeUndefined();
  expect(answer.headers['last-modified']).toBeUndefined();
}

describe('security corpus: caching of personal answers', () => {
  it("keeps a signed-in guest's e-mail and referral code out of shared caches, cached or not", async () => {
    const token = await signIn(gateway(), sandbox(), 'aino.virtanen@example.com');
    const cookie = { cookie: `${sessionCookieName}=${token}` };
    // The second read is the response cache's hit (1 s for a session in this gateway).
    for (const round of ['first', 'again']) {
      const answer = await persisted(gateway(), 'ViewerReferral', {}, cookie);
      expect(answer.body.data, round).toMatchObject({
        viewer: { profile: { email: 'aino.virtanen@example.com' } },
      });
      expectPrivate(answer);
    }
  });

  it('keeps a stay read by its slug, its owner and a change of it out of shared caches', async () => {
    for (const round of ['first', 'again']) {
      const answer = await persisted(gateway(), 'StayOwner', { slug: 'demo-stay-helsinki' });
      expect(answer.body.data, round).toBeTruthy();
      expectPrivate(answer);
    }
    expectPrivate(await persisted(gateway(), 'Viewer'));
    expectPrivate(await persisted(gateway(), 'Cancel', { slug: 'demo-stay-nowhere' }));
    expectPrivate(await persisted(gateway(), 'Stay', { slug: '..' }));
  });

  it('leaves public content to shared caches, from the response cache too', async () => {
    for (const round of ['first', 'again']) {
      const answer = await persisted(gateway(), 'Property', { key: 'helsinki-kas40' });
      expect(answer.body.data, round).toMatchObject({ property: { city: 'Helsinki' } });
      expect(answer.headers['cache-control'], round).toBeUndefined();
    }
  });
});

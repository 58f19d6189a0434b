import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForUpdate } from './checkForUpdate.ts';

function fakeRegistration(installing: boolean) {
  const update = vi.fn(async () => undefined);
  const registration = { installing: installing ? {} : null, update };
  return { registration: registration as unknown as ServiceWorkerRegistration, update };
}

function stubOnline(onLine: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
}

describe('checkForUpdate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('re-fetches the worker without cache and updates when it answers 200', async () => {
    stubOnline(true);
    const fetchMock = vi.fn(async () => new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { registration, update } = fakeRegistration(false);

    await checkForUpdate('/sw.js', registration);

    expect(fetchMock).toHaveBeenCalledWith(
      '/sw.js',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(update).toHaveBeenCalledOnce();
  });

  it('does not update when the worker script is not served', async () => {
    stubOnline(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    const { registration, update } = fakeRegistration(false);

    await checkForUpdate('/sw.js', registration);

    expect(update).not.toHaveBeenCalled();
  });

  it.each([
    ['offline', false, false],
    ['installing', true, true],
  ])('skips the check while %s', async (_case, online, installing) => {
    stubOnline(online);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { registration } = fakeRegistration(installing);

    await checkForUpdate('/sw.js', registration);

    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { takeLocaleParam } from './localeParam.ts';

describe('takeLocaleParam', () => {
  it('reads the locale and gives the address without ?lng', () => {
    expect(takeLocaleParam(new URL('http://localhost/stay?lng=de-DE&slug=k3x9#dates'))).toEqual({
      locale: 'de-DE',
      urlWithoutParam: '/stay?slug=k3x9#dates',
    });
  });

  it('maps an unsupported ?lng to English and reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(takeLocaleParam(new URL('http://localhost/check-in?lng=fr-FR'))).toEqual({
      locale: 'en-GB',
      urlWithoutParam: '/check-in',
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('fr-FR')));
  });

  it('is null without ?lng', () => {
    expect(takeLocaleParam(new URL('http://localhost/stay?slug=k3x9'))).toBeNull();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCurrentStay, storeCurrentStay } from '../stay/currentStay.ts';
import { checkInLoader } from './CheckIn/checkInLoader.ts';
import { errorLoader } from './Error/errorLoader.ts';

function stubDisplayMode(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: standalone && query === '(display-mode: standalone)',
        media: query,
      }) as MediaQueryList,
  );
}

describe('checkInLoader', () => {
  beforeEach(() => localStorage.clear());

  it('sends the installed app with a remembered stay straight to it', () => {
    stubDisplayMode(true);
    storeCurrentStay('k3x9');

    const response = checkInLoader();

    expect(response?.headers.get('Location')).toBe('/stay?slug=k3x9');
  });

  it('shows the form in a browser tab even with a remembered stay', () => {
    stubDisplayMode(false);
    storeCurrentStay('k3x9');
    expect(checkInLoader()).toBeNull();
  });

  it('shows the form in the installed app when no stay is remembered', () => {
    stubDisplayMode(true);
    expect(checkInLoader()).toBeNull();
  });
});

describe('errorLoader', () => {
  it('forgets the current stay', () => {
    storeCurrentStay('k3x9');
    errorLoader();
    expect(readCurrentStay()).toBeNull();
  });
});

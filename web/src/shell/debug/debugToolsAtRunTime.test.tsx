import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { readPropertyKeyOverride } from './propertyKeyOverride.ts';

// Counts every download of the debug tools' code: production must never ask for it.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./DebugPanel.tsx', async (importOriginal) => {
  loaded.push('panel');
  return importOriginal();
});
vi.mock('../../routes/Test/TestRoute.tsx', async (importOriginal) => {
  loaded.push('test page');
  return importOriginal();
});
vi.mock('./storedPropertyKey.ts', async (importOriginal) => {
  loaded.push('property-key override');
  return importOriginal();
});

/** happy-dom's own control of the page address (the host decides the environment). */
function setPageAddress(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

describe('the debug tools, decided by the environment at run time', () => {
  beforeEach(() => {
    localStorage.clear();
    loaded.length = 0;
  });
  afterEach(() => setPageAddress('http://localhost:3000/'));

  it('production never downloads the panel, the test page or the property-key override', async () => {
    setPageAddress('https://guest.operator.example/test');
    localStorage.setItem('propertyKeyOverride', 'berlin-kop92');
    const { router } = await renderRoute('/test', { appEnvironment: 'production' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/test'));
    expect(await readPropertyKeyOverride('production')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Debug/ })).toBeNull();
    expect(loaded).toEqual([]);
  });

  it('on localhost (what `npm start` serves, whatever the build) they are there', async () => {
    await renderRoute('/test', { appEnvironment: 'development' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Test page' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Debug · development' })).toBeTruthy();
    localStorage.setItem('propertyKeyOverride', 'berlin-kop92');
    expect(await readPropertyKeyOverride('development')).toBe('berlin-kop92');
    expect(loaded).toEqual(expect.arrayContaining(['panel', 'test page', 'property-key override']));
  });
});

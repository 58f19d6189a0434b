import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { DebugPanel } from './DebugPanel.tsx';

/** happy-dom's own control of the page address (the host decides the environment). */
function setPageAddress(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

describe('the debug panel', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setPageAddress('http://localhost:3000/'));

  it('is folded at first and keeps its expanded state on the device', async () => {
    const first = await renderRoute('/check-in');
    const toggle = await screen.findByRole('button', { name: 'Debug · development' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Throw test error' })).toBeTruthy();
    expect(localStorage.getItem('debugPanelExpanded')).toBe('true');
    first.unmount();

    await renderRoute('/check-in');
    const again = await screen.findByRole('button', { name: 'Debug · development' });
    expect(again.getAttribute('aria-expanded')).toBe('true');
  });

  it('selects the environment, which reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    localStorage.setItem('debugPanelExpanded', 'true');
    await renderRoute('/check-in');

    const select = await screen.findByRole('combobox', { name: 'Environment (reloads)' });
    fireEvent.change(select, { target: { value: 'stage' } });
    expect(localStorage.getItem('environmentOverride')).toBe('stage');
    fireEvent.change(select, { target: { value: '' } });
    expect(localStorage.getItem('environmentOverride')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('throws a test error from its button, for the error reporting to catch', async () => {
    localStorage.setItem('debugPanelExpanded', 'true');
    await renderRoute('/check-in');
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      thrown.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Throw test error' }));
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(String(thrown[0])).toContain('Test error thrown from the debug panel');
    // The screen is not broken by it.
    expect(screen.getByLabelText('Last name')).toBeTruthy();
  });

  it('is not shown on a production host', async () => {
    setPageAddress('https://guest.example.com/check-in');
    await renderRoute('/check-in', { appEnvironment: 'production' });
    await screen.findByLabelText('Last name');
    expect(screen.queryByRole('complementary', { name: 'Debug tools' })).toBeNull();
  });

  it('offers the property selector on the plan path only', async () => {
    localStorage.setItem('debugPanelExpanded', 'true');
    const panel = () => <DebugPanel environment="development" />;
    const router = createMemoryRouter(
      [
        { path: '/stay/plan', Component: panel },
        { path: '/stay', Component: panel },
      ],
      { initialEntries: ['/stay'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('combobox', { name: 'Property key' })).toBeNull();

    await router.navigate('/stay/plan');
    const input = await screen.findByRole('combobox', { name: 'Property key' });
    fireEvent.change(input, { target: { value: 'berlin-kop92' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use property' }));
    expect(localStorage.getItem('propertyKeyOverride')).toBe('berlin-kop92');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(localStorage.getItem('propertyKeyOverride')).toBeNull();
  });
});

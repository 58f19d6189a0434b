import { describe, expect, it, vi } from 'vitest';
import { track } from './analytics.ts';

// The analytics client's code cannot be downloaded (offline, blocked by an ad blocker).
vi.mock('./analytics/analyticsRuntime.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/analyticsRuntime.js');
});

describe('a failed analytics load', () => {
  it('is only logged: no error reaches the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    process.on('unhandledRejection', unhandled);

    expect(() => track('Product Viewed')).not.toThrow();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Analytics could not be loaded; the call is dropped.',
        expect.anything(),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    window.removeEventListener('unhandledrejection', unhandled);
  });
});

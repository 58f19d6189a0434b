import { fireEvent, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/renderWithApp.tsx';
import { RouteBoundary } from './RouteBoundary.tsx';

function Layout() {
  return (
    <>
      <nav aria-label="Main">
        <Link to="/fine">Fine page</Link>
      </nav>
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
    </>
  );
}

function Broken(): never {
  throw new Error('screen failed');
}

describe('RouteBoundary', () => {
  it('keeps the navigation visible when a screen fails and recovers on another path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { path: 'broken', Component: Broken },
            { path: 'fine', element: <p>fine page content</p> },
          ],
        },
      ],
      '/broken',
    );

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Fine page' }));

    expect(await screen.findByText('fine page content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { Outlet } from 'react-router';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { AppHeader } from './AppHeader.tsx';
import { usePageTitle } from './pageTitle.ts';
import { RouteBoundary } from './RouteBoundary.tsx';
import { useScrollToTopOnNavigation } from './scrollToTop.ts';

export function AppLayout() {
  usePageTitle();
  useScrollToTopOnNavigation();
  return (
    <div className="app">
      <AppHeader />
      <main className="app-main">
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </main>
      <UpdatePrompt />
    </div>
  );
}

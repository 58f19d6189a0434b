import { Outlet } from 'react-router';
import { LazyUpdatePrompt } from '../pwa/LazyUpdatePrompt.tsx';
import { AppHeader } from './AppHeader.tsx';
import styles from './AppLayout.module.css';
import { LazyDebugPanel } from './debug/LazyDebugPanel.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { usePageTitle } from './pageTitle.ts';
import { RouteBoundary } from './RouteBoundary.tsx';
import type { TabEntry } from './routeHandle.ts';
import { useShellLayout } from './routeHandles.ts';
import { useScrollToTopOnNavigation } from './scrollToTop.ts';
import { TabBar } from './TabBar.tsx';

type Props = { tabs: readonly TabEntry[] };

/** The shell around every route: header, the route's outlet in its boundary, the tab bar. */
export function AppLayout({ tabs }: Props) {
  usePageTitle();
  useScrollToTopOnNavigation();
  const { fullScreen, navigation } = useShellLayout();
  const hasAccount = tabs.some((tab) => tab.id === 'account');
  return (
    <div className={styles.app}>
      <AppHeader fullScreen={fullScreen} hasAccount={hasAccount} />
      <OfflineBanner />
      <main className={`${styles.main} ${navigation ? styles.withTabBar : ''}`}>
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </main>
      {navigation && <TabBar tabs={tabs} />}
      <LazyUpdatePrompt />
      <LazyDebugPanel />
    </div>
  );
}

import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { Outlet, useLocation } from 'react-router';
import { LazyUpdatePrompt } from '../pwa/LazyUpdatePrompt.tsx';
import { AppHeader } from './AppHeader.tsx';
import styles from './AppLayout.module.css';
import { LazyDebugPanel } from './debug/LazyDebugPanel.tsx';
import { paths } from './guards.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { usePageTitle } from './pageTitle.ts';
import { applyPresentation, PresentationContext, usePresentation } from './presentation.ts';
import { RouteBoundary } from './RouteBoundary.tsx';
import type { TabEntry } from './routeHandle.ts';
import { useShellLayout } from './routeHandles.ts';
import { useScrollToTopOnNavigation } from './scrollToTop.ts';
import {
  accountVisited,
  customerDataLoaded,
  setPropertyWhiteLabel,
  setUnreadMessages,
  useAccountNotification,
  useBrand,
  useUnreadMessages,
} from './shellState.ts';
import { type TabBadges, TabBar } from './TabBar.tsx';

type Props = { tabs: readonly TabEntry[] };

const shellReports = {
  propertyWhiteLabel: setPropertyWhiteLabel,
  customerDataLoaded,
  unreadMessages: setUnreadMessages,
};

/**
 * The shell around every route: header, the route's outlet in its boundary, the tab bar. A
 * white-label property turns the branding, tabs and wording white-label (`propertyBranding.ts`).
 */
export function AppLayout({ tabs }: Props) {
  usePageTitle();
  useScrollToTopOnNavigation();
  const { fullScreen, navigation } = useShellLayout();
  const brand = useBrand(usePresentation());
  const location = useLocation();
  const { pathname } = location;
  const environment = useRelayEnvironment();
  const unreadMessages = useUnreadMessages();
  const accountNotification = useAccountNotification();
  const hasAccount = tabs.some((tab) => tab.id === 'account');

  useEffect(() => applyPresentation(brand), [brand]);
  // Analytics, the stay's branding and the messaging widget: after the screen, never in the entry.
  useEffect(() => {
    void import('./shellIntegrations.ts').then((integrations) =>
      integrations.onNavigation({ environment, fetchQuery }, location, shellReports),
    );
  }, [environment, location]);
  useEffect(() => {
    if (pathname === paths.account || pathname.startsWith(`${paths.account}/`)) accountVisited();
  }, [pathname]);

  const badges: TabBadges = {
    ask: unreadMessages,
    help: unreadMessages,
    ...(accountNotification ? { account: 'dot' } : {}),
  };
  return (
    <PresentationContext value={brand}>
      <div className={styles.app}>
        {!fullScreen && (
          <AppHeader hasAccount={hasAccount} accountNotification={accountNotification} />
        )}
        <OfflineBanner />
        <main className={`${styles.main} ${navigation ? styles.withTabBar : ''}`}>
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        </main>
        {navigation && <TabBar tabs={tabs} badges={badges} />}
        <LazyUpdatePrompt />
        <LazyDebugPanel />
      </div>
    </PresentationContext>
  );
}

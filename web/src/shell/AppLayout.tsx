import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Outlet, useLocation } from 'react-router';
import { useAppEnvironment } from '../host/appEnvironment.ts';
import { applyPresentation, PresentationContext, usePresentation } from '../host/presentation.ts';
import { LazyUpdatePrompt } from '../pwa/LazyUpdatePrompt.tsx';
import { usePageTitle } from '../routing/pageTitle.ts';
import type { TabEntry } from '../routing/routeHandle.ts';
import { useStayArea } from '../routing/stayArea.ts';
import { useWhiteLabelStay } from '../routing/stayLook.ts';
import { afterFirstScreen } from '../ui/firstScreen.ts';
import { yieldToBrowser } from '../ui/yieldToBrowser.ts';
import { AppHeader } from './AppHeader.tsx';
import styles from './AppLayout.module.css';
import { LazyDebugPanel } from './debug/LazyDebugPanel.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { RouteBoundary } from './RouteBoundary.tsx';
import { useScrollToTopOnNavigation } from './scrollToTop.ts';
import { useShellLayout } from './shellLayout.ts';
import { reportToShell, useAccountNotification, useShellState } from './shellState.ts';
import { type TabBadges, TabBar } from './TabBar.tsx';

type Props = { tabs: readonly TabEntry[] };

/**
 * The shell around every route: header, the route's outlet in its boundary, the tab bar. A
 * white-label property's stay turns the branding, tabs and wording white-label (`stayLook.ts`).
 */
export function AppLayout({ tabs }: Props) {
  usePageTitle();
  useScrollToTopOnNavigation();
  const { fullScreen, navigation } = useShellLayout();
  const hostPresentation = usePresentation();
  const whiteLabelStay = useWhiteLabelStay(useStayArea()?.slug ?? null);
  const brand = whiteLabelStay ? 'white-label' : hostPresentation;
  const location = useLocation();
  const environment = useRelayEnvironment();
  const appEnvironment = useAppEnvironment();
  const hasAccount = tabs.some((tab) => tab.id === 'account');

  useEffect(() => applyPresentation(brand), [brand]);
  // Error reporting, analytics, the messaging widget, the account visit:
  // after the first screen, never in the entry.
  useEffect(() => {
    // A navigation that another has replaced, or a layout gone, before they start is not theirs
    // to handle: a layout's Relay environment outlives it, and would answer for a later one.
    let replaced = false;
    void afterFirstScreen()
      .then(() => import('./shellIntegrations.ts'))
      // Their modules are evaluated in the task their scripts arrive in, and start in the next.
      .then(async (integrations) => {
        await yieldToBrowser();
        if (replaced) return;
        await integrations.onNavigation({ environment, appEnvironment, reportToShell }, location);
      });
    return () => {
      replaced = true;
    };
  }, [environment, appEnvironment, location]);

  return (
    <PresentationContext value={brand}>
      <div className={styles.app}>
        <AppHeader fullScreen={fullScreen} hasAccount={hasAccount} />
        <NavigationProgress />
        <OfflineBanner />
        <main className={`${styles.main} ${navigation ? styles.withTabBar : ''}`}>
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        </main>
        {navigation && <BadgedTabBar tabs={tabs} />}
        <LazyUpdatePrompt />
        <LazyDebugPanel />
      </div>
    </PresentationContext>
  );
}

/**
 * The tab bar with what the integrations and customer data report: unread conversations, the
 * account notification. Read here, so a report re-renders the tab bar alone.
 */
function BadgedTabBar({ tabs }: Props) {
  const unreadMessages = useShellState((state) => state.unreadMessages);
  const accountNotification = useAccountNotification();
  const badges: TabBadges = {
    ask: unreadMessages,
    help: unreadMessages,
    ...(accountNotification ? { account: 'dot' } : {}),
  };
  return <TabBar tabs={tabs} badges={badges} />;
}

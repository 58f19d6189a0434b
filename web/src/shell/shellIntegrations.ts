import { type Environment, fetchQuery, graphql } from 'react-relay';
import { keepDoorAccessOnPhone } from '../doorAccess/keepDoorAccess.ts';
import type { AppEnvironment } from '../host/appEnvironment.ts';
import type { ReservationContext } from '../integrations/analytics/analyticsClient.ts';
import { setAnalyticsReservation, trackStayPageViewed } from '../integrations/analytics.ts';
import { reportError, startErrorReporting } from '../integrations/errorReporting.ts';
import { updateMessenger } from '../integrations/messaging.ts';
import { backgroundRead } from '../relay/network.ts';
import { paths } from '../routing/paths.ts';
import { isValidSlug } from '../session/currentStay.ts';
import { setCustomerData } from '../session/customerData.ts';
import { clearSession, isSignedIn } from '../session/session.ts';
import { yieldToBrowser } from '../ui/yieldToBrowser.ts';
import type { shellIntegrationsCustomerQuery } from './__generated__/shellIntegrationsCustomerQuery.graphql.ts';
import type { shellIntegrationsStayQuery } from './__generated__/shellIntegrationsStayQuery.graphql.ts';
import type { ShellState } from './shellState.ts';

/*
 * The shell's side of the integrations, loaded after the first screen (AppLayout imports it on
 * navigation), so none of it is in the entry.
 */

const stayQuery = graphql`
  query shellIntegrationsStayQuery($slug: String!) {
    reservation(slug: $slug) {
      reservationId
      startDate
      endDate
      nightsCount
      adultsCount
      childrenCount
      property {
        name
        city
      }
      customer {
        userId
        email
        firstName
        lastName
        verificationHash
      }
    }
  }
`;

const customerQuery = graphql`
  query shellIntegrationsCustomerQuery {
    viewer {
      profile {
        customerId
      }
    }
  }
`;

/**
 * The customer of a stored session, loaded once per page (spec §4: the account notification
 * waits for customer data). A session the server no longer knows is nobody signed in. A failed
 * load is reported to error reporting and otherwise silent (spec §8): no screen changes.
 */
async function loadCustomer(environment: Environment, startedPage: number): Promise<void> {
  if (startedPage !== page) return;
  if (!isSignedIn()) {
    setCustomerData('signed-out');
    return;
  }
  try {
    const answer = await fetchQuery<shellIntegrationsCustomerQuery>(
      environment,
      customerQuery,
      {},
      { fetchPolicy: 'store-or-network' },
    ).toPromise();
    if (startedPage !== page) return;
    if (!answer?.viewer) clearSession();
    setCustomerData(answer?.viewer ? 'signed-in' : 'signed-out');
  } catch (error) {
    reportError(error, { where: 'customer load' });
  }
}

type Stay = NonNullable<shellIntegrationsStayQuery['response']['reservation']>;

/**
 * What the entry hands in: the app's Relay environment, the environment it runs in, and the
 * shell's `reportToShell` (passed, not imported, so the shell's store stays in the entry chunk
 * instead of becoming a chunk of its own).
 */
export type ShellContext = {
  environment: Environment;
  appEnvironment: AppEnvironment;
  reportToShell: (change: Partial<ShellState>) => void;
};

export type Navigation = { pathname: string; search: string };

export function isStayPath(pathname: string): boolean {
  return pathname === '/stay' || pathname.startsWith('/stay/');
}

/**
 * The stay on screen: a stay route's valid `?slug=` (spec §7: events carry the reservation
 * context when a slug is present; the tab links keep it on every stay screen).
 */
export function staySlugOnScreen(pathname: string, search: string): string | null {
  if (!isStayPath(pathname)) return null;
  const slug = new URLSearchParams(search).get('slug');
  return isValidSlug(slug) ? slug : null;
}

export function reservationContextOf(stay: Stay): ReservationContext {
  return {
    reservationId: stay.reservationId,
    startDate: stay.startDate,
    endDate: stay.endDate,
    nights: stay.nightsCount,
    adults: stay.adultsCount,
    children: stay.childrenCount,
    propertyName: stay.property.name,
    propertyCity: stay.property.city,
  };
}

async function loadStay(environment: Environment, slug: string): Promise<Stay | null> {
  try {
    const answer = await fetchQuery<shellIntegrationsStayQuery>(
      environment,
      stayQuery,
      { slug },
      // The screen's own query says whether what it shows is fresh; this one is the shell's.
      { fetchPolicy: 'store-or-network', networkCacheConfig: backgroundRead },
    ).toPromise();
    return answer?.reservation ?? null;
  } catch {
    // The screen shows the failure; analytics and messaging simply go without the stay.
    return null;
  }
}

/** Door access keeps its own answer when opened; from every other stay screen it is kept too. */
const doorAccessPath = '/stay/access';

let started = false;
/**
 * Which page this is: a test starts a fresh one (`resetShellIntegrations`), and what the previous
 * page's start left running answers for that page only, never ending the new page's session.
 */
let page = 0;
// The navigation being handled: the router's location object, new for every navigation.
let current: Navigation | null = null;

/**
 * Called on every navigation: the stay's reservation context for analytics (then
 * `Stay Page Viewed`), the stay's details for the messaging widget, a visit of the account. What the client knows of the customer is its
 * session, known once the shell has started; error reporting starts then too.
 */
export async function onNavigation(
  { environment, appEnvironment, reportToShell }: ShellContext,
  navigation: Navigation,
): Promise<void> {
  const { pathname, search } = navigation;
  if (!started) {
    started = true;
    startErrorReporting(appEnvironment);
    // In a task of its own: its report re-renders the account button and tab at once (a store
    // read with `useSyncExternalStore`), which with the rest of this start was one long task.
    const startedPage = page;
    void yieldToBrowser().then(() => loadCustomer(environment, startedPage));
  }
  if (pathname === paths.account || pathname.startsWith(`${paths.account}/`)) {
    reportToShell({ accountVisited: true });
  }
  // StrictMode runs effects twice in development: one page view per navigation.
  if (current === navigation) return;
  current = navigation;
  const slug = staySlugOnScreen(pathname, search);
  const stay = slug === null ? null : await loadStay(environment, slug);
  // A later navigation has taken over.
  if (current !== navigation) return;
  setAnalyticsReservation(stay === null ? null : reservationContextOf(stay));
  if (stay !== null) {
    void updateMessenger(
      {
        userId: stay.customer?.userId ?? undefined,
        email: stay.customer?.email,
        name: [stay.customer?.firstName, stay.customer?.lastName].filter(Boolean).join(' '),
        userHash: stay.customer?.verificationHash ?? undefined,
        propertyCity: stay.property.city,
        propertyName: stay.property.name,
      },
      (count) => reportToShell({ unreadMessages: count }),
    );
  }
  if (isStayPath(pathname)) trackStayPageViewed();
  if (stay !== null && slug !== null && pathname !== doorAccessPath) {
    keepDoorAccessOnPhone(environment, slug);
  }
}

/** Tests start from a fresh page. */
export function resetShellIntegrations(): void {
  started = false;
  current = null;
  page += 1;
}

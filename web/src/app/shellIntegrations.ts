import type { Environment, fetchQuery, GraphQLTaggedNode } from 'react-relay';
import type { ReservationContext } from '../integrations/analytics/analyticsClient.ts';
import { setAnalyticsReservation, trackStayPageViewed } from '../integrations/analytics.ts';
import { updateMessenger } from '../integrations/messaging.ts';
import { isSignedIn } from '../session/session.ts';
import { isValidSlug } from '../stay/currentStay.ts';
import type { shellIntegrationsStayQuery } from './__generated__/shellIntegrationsStayQuery.graphql.ts';

/*
 * The shell's side of the integrations, loaded after the first screen (AppLayout imports it on
 * navigation). It imports no library at run time, not even Relay's `fetchQuery` (the entry hands
 * it in): a lazy chunk that shares only part of a library with the entry makes the bundler split
 * the entry's library chunks, which measured +1.2-1.7 KB on every first load.
 */

// Relay's Babel plugin turns the tag into the artifact's import; declaring it instead of
// importing it keeps react-relay out of this chunk (see above).
declare function graphql(text: TemplateStringsArray): GraphQLTaggedNode;

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
        isWhiteLabel
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

type Stay = NonNullable<shellIntegrationsStayQuery['response']['reservation']>;

/** The entry's Relay: the environment and its `fetchQuery`. */
export type ShellRelay = { environment: Environment; fetchQuery: typeof fetchQuery };

/** What the integrations tell the shell (`app/shellState.ts`, passed in by the entry). */
export type ShellReports = {
  propertyWhiteLabel: (whiteLabel: boolean) => void;
  customerDataLoaded: (signedIn: boolean) => void;
  unreadMessages: (count: number) => void;
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

async function loadStay(
  { environment, fetchQuery }: ShellRelay,
  slug: string,
): Promise<Stay | null> {
  try {
    const answer = await fetchQuery<shellIntegrationsStayQuery>(
      environment,
      stayQuery,
      { slug },
      { fetchPolicy: 'store-or-network' },
    ).toPromise();
    return answer?.reservation ?? null;
  } catch {
    // The screen shows the failure; analytics and branding simply go without the stay.
    return null;
  }
}

let started = false;
// The navigation being handled: the router's location object, new for every navigation.
let current: Navigation | null = null;

/**
 * Called on every navigation: the stay's reservation context for analytics (then
 * `Stay Page Viewed`), the property's white-label flag for the branding, the stay's details for
 * the messaging widget. What the client knows of the customer is its session, known once the
 * shell has started.
 */
export async function onNavigation(
  relay: ShellRelay,
  navigation: Navigation,
  reports: ShellReports,
): Promise<void> {
  const { pathname, search } = navigation;
  if (!started) {
    started = true;
    reports.customerDataLoaded(isSignedIn());
  }
  // StrictMode runs effects twice in development: one page view per navigation.
  if (current === navigation) return;
  current = navigation;
  const slug = staySlugOnScreen(pathname, search);
  const stay = slug === null ? null : await loadStay(relay, slug);
  // A later navigation has taken over.
  if (current !== navigation) return;
  reports.propertyWhiteLabel(stay?.property.isWhiteLabel ?? false);
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
      reports.unreadMessages,
    );
  }
  if (isStayPath(pathname)) trackStayPageViewed();
}

/** Tests start from a fresh page. */
export function resetShellIntegrations(): void {
  started = false;
  current = null;
}

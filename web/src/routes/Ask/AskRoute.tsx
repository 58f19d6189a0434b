import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { usePresentation } from '../../host/presentation.ts';
import { unitContext } from '../../i18n/unitKind.ts';
import { messagingAppId } from '../../integrations/settings.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { Screen } from '../../ui/Screen.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SupportHours } from '../../ui/SupportHours.tsx';
import { useValueMadeEarly } from '../../ui/useChoicesMadeEarly.ts';
import type { AskRouteQuery } from './__generated__/AskRouteQuery.graphql.ts';
import styles from './AskRoute.module.css';
import { ChatEntry } from './components/ChatEntry.tsx';
import { HelpArticles } from './components/HelpArticles.tsx';

const contactsId = 'ask-contacts';

// The contacts are a chunk of their own, shared with the stay page, door access and check-in, so
// this screen's first load stays small; their texts come with the route (`askRoutes.ts`).
const ContactCard = lazy(async () => ({
  default: (await import('../../ui/ContactOptions.tsx')).ContactCard,
}));

export const askRouteQuery = graphql`
  query AskRouteQuery($slug: String!) @preloadable {
    support {
      ...SupportHours_support
    }
    reservation(slug: $slug) {
      ...stayLook_reservation
      unitKind
      property {
        name
        city
        timeZone
        ...ChatEntry_property
        ...ContactOptions_property
        helpContent {
          ...HelpArticles_helpContent
        }
      }
    }
  }
`;

/** Ask (Help in the white-label app): how to reach us, and the help articles, searchable. */
export function AskRoute() {
  const { queryRef } = useLoaderData<StayScreenData<AskRouteQuery>>();
  const { reservation, support } = useStayScreenQuery<AskRouteQuery>(askRouteQuery, queryRef);
  const { t } = useTranslation('ask');
  const isWhiteLabel = usePresentation() === 'white-label';
  const [query, setQuery] = useState('');
  // A search typed on the drawn page before the app took it over is searched for.
  const search = useRef<HTMLInputElement>(null);
  useValueMadeEarly(search, (typed) => {
    if (typed !== query) setQuery(typed);
  });
  const deferredQuery = useDeferredValue(query);
  const { property } = reservation;
  return (
    <Screen
      title={isWhiteLabel ? t('ask.helpHeading') : t('ask.heading')}
      intro={<p>{t('ask.intro', { property: property.name })}</p>}
    >
      <ChatEntry property={property} contactsId={contactsId} />
      <div id={contactsId}>
        <Suspense fallback={<Skeleton shape="block" height="10rem" />}>
          <ContactCard property={property} />
        </Suspense>
        <SupportHours support={support} property={property} liveChat={messagingAppId !== ''} />
      </div>
      {property.helpContent ? (
        <section className={styles.help} aria-labelledby="help-articles-heading">
          <h2 id="help-articles-heading">{t('ask.articlesHeading')}</h2>
          <div className={styles.search}>
            <label htmlFor="help-search">{t('ask.searchLabel')}</label>
            <input
              ref={search}
              id="help-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
          <HelpArticles
            helpContent={property.helpContent}
            query={deferredQuery}
            unitContext={unitContext(reservation.unitKind)}
          />
        </section>
      ) : (
        <p>{t('ask.noArticles')}</p>
      )}
    </Screen>
  );
}

import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { Card } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { PartnerCard } from '../Products/components/PartnerCard.tsx';
import type { ExploreRouteQuery } from './__generated__/ExploreRouteQuery.graphql.ts';
import styles from './ExploreRoute.module.css';
import type { ExploreLoaderData } from './exploreLoader.ts';

export const exploreRouteQuery = graphql`
  query ExploreRouteQuery($slug: String!, $hasStay: Boolean!) @preloadable {
    clientConfiguration {
      bookingAppUrl
    }
    reservation(slug: $slug) @include(if: $hasStay) {
      ...stayLook_reservation
      slug
      property {
        city
        partnerContent {
          ...ExploreRoute_partnerContent @relay(mask: false)
        }
      }
    }
  }
`;

/** The partners' fields a partner card shows; the plan page shows the same cards. */
graphql`
  fragment ExploreRoute_partnerContent on PartnerContent {
    breakfast {
      name
      description
      address
      googleMapsUrl
      websiteUrl
      tags
    }
    gym {
      name
      description
      address
      googleMapsUrl
      websiteUrl
      tags
      accessGuidelines
    }
  }
`;

/** The cities of the operator's portfolio (spec §3), named in the guest's language. */
const cities = [
  'cities.amsterdam',
  'cities.athens',
  'cities.berlin',
  'cities.bonn',
  'cities.copenhagen',
  'cities.florence',
  'cities.freising',
  'cities.helsinki',
  'cities.london',
  'cities.lubeck',
  'cities.madrid',
  'cities.milan',
  'cities.munich',
  'cities.oslo',
  'cities.parnu',
  'cities.stockholm',
  'cities.tallinn',
  'cities.tartu',
  'cities.turku',
] as const satisfies readonly ParseKeys<'content'>[];

/** Explore: the stay's neighbourhood partners and pages, and the cities to stay in next. */
export function ExploreRoute() {
  const { queryRef } = useLoaderData<ExploreLoaderData>();
  const data = usePreloadedQuery<ExploreRouteQuery>(exploreRouteQuery, queryRef);
  const { t } = useTranslation('content');
  const reservation = data.reservation ?? null;
  const partners = reservation?.property.partnerContent;
  const search = reservation ? `?${new URLSearchParams({ slug: reservation.slug })}` : '';
  const links = reservation
    ? [
        { to: `/stay/location${search}`, label: t('explore.linkLocation') },
        { to: `/stay/plan${search}`, label: t('explore.linkPlan') },
        { to: `/stay/sustainability${search}`, label: t('explore.linkSustainability') },
        { to: `/stay/referral${search}`, label: t('explore.linkReferral') },
      ]
    : [{ to: '/stay/referral', label: t('explore.linkReferral') }];
  return (
    <Screen
      title={
        reservation
          ? t('explore.headingCity', { city: reservation.property.city })
          : t('explore.heading')
      }
      intro={<p>{reservation ? t('explore.introStay') : t('explore.intro')}</p>}
    >
      {partners?.breakfast && (
        <PartnerCard {...partners.breakfast}>
          <p className={styles.kind}>{t('explore.breakfastPartner')}</p>
        </PartnerCard>
      )}
      {partners?.gym && (
        <PartnerCard {...partners.gym}>
          <p className={styles.kind}>{t('explore.gymPartner')}</p>
        </PartnerCard>
      )}
      <nav aria-label={t('explore.moreHeading')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                <span>{link.label}</span>
                <Icon name="chevronRight" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Card title={t('explore.citiesHeading')}>
        <ul className={styles.cities}>
          {cities.map((city) => (
            <li key={city} className={styles.city}>
              {t(city)}
            </li>
          ))}
        </ul>
        <a
          className={styles.book}
          href={data.clientConfiguration.bookingAppUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('explore.book')}
          <span className="visually-hidden">{t('explore.newWindow')}</span>
        </a>
      </Card>
    </Screen>
  );
}

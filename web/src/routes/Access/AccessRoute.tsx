import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import { stayScreenPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { useStayClock } from '../../stayUpdates/useStayClock.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Notice } from '../../ui/Notice.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { AccessRouteQuery } from './__generated__/AccessRouteQuery.graphql.ts';
import styles from './AccessRoute.module.css';
import { AccessMore } from './components/AccessMore.tsx';
import { DoorKeyCard } from './components/DoorKeyCard.tsx';
import { PropertyNotices } from './components/PropertyNotices.tsx';

export const accessRouteQuery = graphql`
  query AccessRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      stage
      unitKind
      accessAfterCheckOut {
        unitUntil
        buildingUntil
      }
      checkInState {
        state
      }
      ...AccessMore_reservation
      ...useStayClock_reservation
      keys {
        keyId
        ...DoorKeyCard_key
      }
      property {
        timeZone
        ...PropertyNotices_property
      }
    }
  }
`;

/**
 * `/stay/access`: every door from the street to the unit with its code or slide to open, the
 * Wi-Fi, the shared rooms, the building's access guide and help when a code does not work. Its
 * answer is kept for offline use (the current stay's), so the codes stay readable without a
 * network; the shell's offline banner says they may be out of date.
 */
export function AccessRoute() {
  const { queryRef } = useLoaderData<StayScreenData<AccessRouteQuery>>();
  const { reservation } = useStayScreenQuery<AccessRouteQuery>(accessRouteQuery, queryRef);
  useStayClock(reservation);
  const { t, i18n } = useTranslation('access');
  const { keys, property, slug } = reservation;
  const context = unitContext(reservation.unitKind);

  return (
    <Screen title={t('page.heading')} intro={<p>{t('page.intro', { context })}</p>}>
      <PropertyNotices property={property} />
      {reservation.stage === 'CHECKED_OUT' && reservation.accessAfterCheckOut && (
        // The keys below are valid for these windows: the same instants, from the same stay.
        <Notice tone="info" title={t('checkedOut.title')}>
          <p>
            {t('checkedOut.body', {
              context,
              unitUntil: formatDateTime(
                reservation.accessAfterCheckOut.unitUntil,
                property.timeZone,
                i18n,
                'time',
              ),
              buildingUntil: formatDateTime(
                reservation.accessAfterCheckOut.buildingUntil,
                property.timeZone,
                i18n,
                'time',
              ),
            })}
          </p>
        </Notice>
      )}
      {reservation.checkInState.state !== 'CHECK_IN_COMPLETED' && (
        // The codes and remote unlocks come with online check-in (the server says not available).
        <>
          <Notice tone="info">{t('page.checkInFirst')}</Notice>
          <ButtonLink to={stayScreenPath('/stay/check-in', slug)} fullWidth>
            {t('page.checkInAction')}
          </ButtonLink>
        </>
      )}

      <section className={styles.doors} aria-labelledby="doors-heading">
        <h2 id="doors-heading">{t('doors.heading')}</h2>
        {keys.length === 0 ? (
          <p>{t('doors.none')}</p>
        ) : (
          <ol className={styles.keys}>
            {keys.map((key, index) => (
              <li key={key.keyId}>
                <DoorKeyCard
                  doorKey={key}
                  slug={slug}
                  timeZone={property.timeZone}
                  step={index + 1}
                  unitContext={context}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      <AccessMore reservation={reservation} />
    </Screen>
  );
}

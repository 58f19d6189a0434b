import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { track } from '../../integrations/analytics.ts';
import { readExactMoney } from '../../ordering/exactMoney.ts';
import { stayPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { StayClosed } from '../../shop/StayClosed.tsx';
import { stayClosedTitleKey } from '../../shop/stayClosed.ts';
import { useStayClock } from '../../stayUpdates/useStayClock.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import type { ExtrasRouteQuery } from './__generated__/ExtrasRouteQuery.graphql.ts';
import { CustomProductTile } from './components/CustomProductTile.tsx';
import { type OptionPrices, ProductTile } from './components/ProductTile.tsx';
import styles from './ExtrasRoute.module.css';
import { type ShopGroup, shopGroupOf, shopGroups } from './shopGroups.ts';

export const extrasRouteQuery = graphql`
  query ExtrasRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      stage
      isOpenForOrders
      ...useStayClock_reservation
      property {
        name
        customProducts {
          customProductId
          title
          group
          ...CustomProductTile_customProduct
        }
      }
      offeredProducts {
        productId
        name
        type
        group
        isOrderable
        ...ProductTile_product
      }
      upgradeOptions {
        unitCategoryId
        isReward
        pricePerNight {
          ...exactMoney_money
        }
      }
    }
  }
`;

type Entry = { key: string; name: string; group: ShopGroup; tile: React.ReactNode };

export function ExtrasRoute() {
  const { queryRef } = useLoaderData<StayScreenData<ExtrasRouteQuery>>();
  const { reservation } = useStayScreenQuery<ExtrasRouteQuery>(extrasRouteQuery, queryRef);
  useStayClock(reservation);
  const { t } = useTranslation('extras');
  // A stay that takes no orders lists nothing: the custom products are the property's, not the stay's.
  const entries = reservation.isOpenForOrders ? shopEntries(reservation) : [];

  // Once per stay's list, not on every re-render.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!reservation || reported.current === reservation.slug) return;
    reported.current = reservation.slug;
    track('Product List Viewed', {
      category: 'extras',
      products: entries.map((entry) => ({ product_id: entry.key, name: entry.name })),
    });
  });

  const closed = reservation.isOpenForOrders ? null : stayClosedTitleKey(reservation.stage);
  if (closed) return <StayClosed slug={reservation.slug} title={closed} />;
  if (entries.length === 0) {
    return (
      <EmptyState
        icon="shoppingBag"
        title={t('list.emptyTitle')}
        actions={
          <ButtonLink to={stayPath(reservation.slug)} variant="secondary" fullWidth>
            {t('list.backToStay')}
          </ButtonLink>
        }
      >
        <p>{t('list.emptyBody')}</p>
      </EmptyState>
    );
  }
  return (
    <div className={styles.extras}>
      <header className={styles.header}>
        <h1>{t('list.heading')}</h1>
        <p className={styles.intro}>{t('list.intro', { property: reservation.property.name })}</p>
      </header>
      {shopGroups.map((group) => {
        const tiles = entries.filter((entry) => entry.group === group);
        if (tiles.length === 0) return null;
        const headingId = `extras-group-${group}`;
        return (
          <section key={group} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.groupTitle}>
              {t(`group.${group}`)}
            </h2>
            <ul className={styles.grid}>
              {tiles.map((entry) => (
                <li key={entry.key}>{entry.tile}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

type Reservation = NonNullable<ExtrasRouteQuery['response']['reservation']>;

/** The per-night prices the upgrade screen will offer: the tile quotes the same options. */
function upgradePricesOf(options: Reservation['upgradeOptions']): OptionPrices {
  // A reward makes one option free; the others keep their prices.
  const prices = options
    .filter((option) => !option.isReward)
    .map((option) => readExactMoney(option.pricePerNight));
  return { prices, isReward: options.some((option) => option.isReward) };
}

/**
 * What the shop lists: the orderable products (an upgrade only when a better unit is free) and
 * the property's custom products, each in its group.
 */
function shopEntries(reservation: Reservation): Entry[] {
  const hasUpgrade = reservation.upgradeOptions.length > 0;
  const upgradePrices = upgradePricesOf(reservation.upgradeOptions);
  const products: Entry[] = reservation.offeredProducts
    .filter((product) => product.isOrderable)
    .filter((product) => product.type !== 'UNIT_CATEGORY_UPGRADE' || hasUpgrade)
    .map((product) => ({
      key: product.productId,
      name: product.name,
      group: shopGroupOf(product.group),
      tile: (
        <ProductTile
          product={product}
          slug={reservation.slug}
          optionPrices={product.type === 'UNIT_CATEGORY_UPGRADE' ? upgradePrices : undefined}
        />
      ),
    }));
  const custom: Entry[] = (reservation.property.customProducts ?? []).map((product) => ({
    key: product.customProductId,
    name: product.title,
    group: shopGroupOf(product.group),
    tile: <CustomProductTile customProduct={product} slug={reservation.slug} />,
  }));
  return [...products, ...custom];
}

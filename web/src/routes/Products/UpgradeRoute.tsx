import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import { readExactMoney } from '../../ordering/exactMoney.ts';
import { money, multiplyMoney } from '../../ordering/money.ts';
import { useStartOrder } from '../../ordering/useStartOrder.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ProductArt } from '../../shop/ProductArt.tsx';
import { ProductPrice } from '../../shop/ProductPrice.tsx';
import { useProductName } from '../../shop/productNames.ts';
import { findOffer } from '../../shop/productOffer.ts';
import { Button } from '../../ui/Button.tsx';
import { formatMoney } from '../../ui/format.ts';
import { useChoicesMadeEarly } from '../../ui/useChoicesMadeEarly.ts';
import type { UpgradeRouteQuery } from './__generated__/UpgradeRouteQuery.graphql.ts';
import { NoLongerAvailable } from './components/LazyNoLongerAvailable.tsx';
import { ProductScreen } from './components/ProductScreen.tsx';
import styles from './UpgradeRoute.module.css';

export const upgradeRouteQuery = graphql`
  query UpgradeRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      unitKind
      unitCategory {
        name
      }
      ...NoLongerAvailable_reservation
      offeredProducts {
        ...productOffer_product
      }
      upgradeOptions {
        unitCategoryId
        productId
        name
        description
        features
        isReward
        nightsCount
        images {
          url
          isPlaceholder
        }
        pricePerNight {
          ...exactMoney_money
        }
      }
    }
  }
`;

/**
 * A dearer unit category for the rest of the stay: each free one with its photo, features and
 * price per night (or free with a reward); the chosen one goes to the order confirmation.
 */
export function UpgradeRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<UpgradeRouteQuery>>();
  const { reservation } = useStayScreenQuery<UpgradeRouteQuery>(upgradeRouteQuery, queryRef);
  const { t, i18n } = useTranslation('upgrade');
  const nameOf = useProductName();
  const location = useLocation();
  const startOrder = useStartOrder();
  const [chosen, setChosen] = useState<string | null>(null);
  const optionGroup = useRef<HTMLFieldSetElement>(null);
  useChoicesMadeEarly(optionGroup, ([checked]) => {
    if (checked !== undefined && checked !== chosen) setChosen(checked);
  });
  const offer = findOffer(reservation.offeredProducts, 'UNIT_CATEGORY_UPGRADE');
  const options = reservation.upgradeOptions;
  if (!offer || options.length === 0)
    return (
      <NoLongerAvailable
        slug={slug}
        reservation={reservation}
        product="UNIT_CATEGORY_UPGRADE"
        wholeScreen
      />
    );
  const totalOf = (option: (typeof options)[number]) => {
    const perNight = readExactMoney(option.pricePerNight);
    return option.isReward
      ? money(0, perNight.currencyCode, perNight.minorUnitDigits)
      : multiplyMoney(perNight, option.nightsCount);
  };
  const choice = options.find((option) => option.unitCategoryId === chosen);

  const onContinue = () => {
    if (!choice) return;
    const total = totalOf(choice);
    startOrder({
      slug,
      request: {
        kind: 'products',
        items: [{ productId: choice.productId, unitCategoryId: choice.unitCategoryId }],
      },
      lines: [
        {
          name: t('upgrade.lineName', { category: choice.name }),
          productType: 'UNIT_CATEGORY_UPGRADE',
          quantity: choice.nightsCount,
          price: total,
          isReward: choice.isReward,
        },
      ],
      total,
      returnTo: `${location.pathname}${location.search}`,
    });
  };

  return (
    <ProductScreen
      productId={offer.productId}
      type="UNIT_CATEGORY_UPGRADE"
      name={nameOf(offer.type, offer.name)}
      summary={
        <>
          {/* The booked category as a label's value: its name is never inflected in a sentence. */}
          {reservation.unitCategory && (
            <p>{t('upgrade.current', { category: reservation.unitCategory.name })}</p>
          )}
          <p>{t('upgrade.intro', { context: unitContext(reservation.unitKind) })}</p>
        </>
      }
      action={
        <Button fullWidth onClick={onContinue} disabled={!choice}>
          {choice
            ? t('upgrade.choose', { total: formatMoney(totalOf(choice), i18n) })
            : t('upgrade.pick')}
        </Button>
      }
    >
      <fieldset ref={optionGroup} className={styles.options}>
        <legend className={styles.legend}>{t('upgrade.optionsLabel')}</legend>
        {options.map((option) => {
          const image = option.images.find((candidate) => !candidate.isPlaceholder);
          return (
            <label
              key={option.unitCategoryId}
              className={styles.option}
              data-selected={chosen === option.unitCategoryId || undefined}
            >
              <input
                className="visually-hidden"
                type="radio"
                name="upgrade"
                value={option.unitCategoryId}
                checked={chosen === option.unitCategoryId}
                onChange={() => setChosen(option.unitCategoryId)}
              />
              <ProductArt
                type="UNIT_CATEGORY_UPGRADE"
                imageUrl={image?.url}
                className={styles.image}
              />
              <span className={styles.body}>
                <span className={styles.name}>{option.name}</span>
                <span className={styles.description}>{option.description}</span>
                {option.features.length > 0 && (
                  <span className={styles.features}>
                    {option.features.map((feature) => (
                      <span key={feature}>{feature}</span>
                    ))}
                  </span>
                )}
                <ProductPrice
                  price={readExactMoney(option.pricePerNight)}
                  unit="charge.perNight"
                  isReward={option.isReward}
                />
                <span className={styles.nights}>
                  {t('upgrade.nights', { count: option.nightsCount })}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </ProductScreen>
  );
}

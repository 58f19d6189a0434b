import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { readExactMoney } from '../../ordering/exactMoney.ts';
import { useStartOrder } from '../../ordering/useStartOrder.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { formatLocalDate, formatMoney } from '../../ui/format.ts';
import { addDays } from '../../ui/localDate.ts';
import { Screen } from '../../ui/Screen.tsx';
import type { ExtensionQuery } from './__generated__/ExtensionQuery.graphql.ts';
import { NightsStepper } from './components/NightsStepper.tsx';
import { extensionChoice, optionFor } from './extensionChoice.ts';
import { extensionQuery } from './extensionQuery.ts';

/**
 * The extension's order step: the nights (more than 2: how many, up to what the unit allows), the
 * new departure day and the price; then the order confirmation places it.
 */
export function ExtensionOrderRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<ExtensionQuery>>();
  const { reservation } = useStayScreenQuery<ExtensionQuery>(extensionQuery, queryRef);
  const { t, i18n } = useTranslation('changes');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const startOrder = useStartOrder();
  const [nights, setNights] = useState(() => Number(searchParams.get('nights')));
  const backPath = `/stay/reservation-extension?${new URLSearchParams({ slug })}`;

  const option = optionFor(reservation.extensionOptions, nights);
  if (!option) return <Navigate to={backPath} replace />;
  // The current departure day: each option's new departure day less the nights it adds.
  const departureDate = addDays(option.endDate, -option.nights);
  const choice = extensionChoice(
    option,
    nights,
    departureDate,
    readExactMoney(option.pricePerNight),
  );
  const name = t('extensionOrder.lineName', { count: choice.nights });

  const order = () =>
    startOrder({
      slug,
      request: {
        kind: 'products',
        // From the current departure day to the new one: the core API checks both.
        items: [
          {
            productId: choice.productId,
            consumptionDate: departureDate,
            consumptionEndDate: choice.endDate,
          },
        ],
      },
      lines: [
        {
          name,
          productType: 'RESERVATION_EXTENSION_REQUEST',
          startDate: departureDate,
          endDate: choice.endDate,
          price: choice.price,
        },
      ],
      total: choice.price,
      returnTo: `${location.pathname}${location.search}`,
    });

  return (
    <Screen title={t('extensionOrder.heading')}>
      {option.kind === 'MORE_THAN_TWO_NIGHTS' && (
        <NightsStepper
          value={nights}
          min={option.nights}
          max={option.maxNights}
          onChange={setNights}
        />
      )}
      <Card title={t('extensionOrder.summary')}>
        <Facts
          items={[
            { label: t('extensionOrder.nights'), value: name },
            {
              label: t('extensionOrder.oldDeparture'),
              value: formatLocalDate(departureDate, i18n, 'shortWeekdayDate'),
            },
            {
              label: t('extensionOrder.newDeparture'),
              value: formatLocalDate(choice.endDate, i18n, 'shortWeekdayDate'),
            },
            { label: t('extensionOrder.total'), value: formatMoney(choice.price, i18n) },
          ]}
        />
      </Card>
      <ActionBar>
        <Button fullWidth onClick={order}>
          {t('extensionOrder.continue')}
        </Button>
      </ActionBar>
    </Screen>
  );
}

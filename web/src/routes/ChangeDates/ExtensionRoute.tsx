import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { unitContext } from '../../i18n/unitKind.ts';
import { stayPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { ExtensionQuery } from './__generated__/ExtensionQuery.graphql.ts';
import { ExtensionOptions } from './components/ExtensionOptions.tsx';
import { extensionQuery } from './extensionQuery.ts';

/** Stay longer: 1 night, 2 nights or more than 2 nights, each checked against the unit's availability. */
export function ExtensionRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<ExtensionQuery>>();
  const { reservation } = useStayScreenQuery<ExtensionQuery>(extensionQuery, queryRef);
  const { t } = useTranslation('changes');
  const navigate = useNavigate();
  const [nights, setNights] = useState<number | null>(null);

  const options = reservation.extensionOptions;
  const context = unitContext(reservation.unitKind);
  const intro = (
    <p>
      {t('extension.currentDeparture')}{' '}
      <DateTime
        value={reservation.departureTime}
        timeZone={reservation.property.timeZone}
        format="dateTime"
      />
    </p>
  );
  if (options.length === 0 || !options.some((option) => option.isAvailable)) {
    return (
      <Screen title={t('extension.heading')} intro={intro}>
        <EmptyState
          icon="calendar"
          headingLevel={2}
          title={t('extension.noneTitle', { context })}
          actions={
            <ButtonLink to={`/stay/ask?${new URLSearchParams({ slug })}`} variant="secondary">
              {t('extension.contactUs')}
            </ButtonLink>
          }
        >
          <p>{t('extension.none', { context })}</p>
        </EmptyState>
      </Screen>
    );
  }
  const next = () =>
    nights !== null &&
    navigate(
      `/stay/order-product/reservation-extension?${new URLSearchParams({ slug, nights: String(nights) })}`,
    );
  return (
    <Screen title={t('extension.heading')} intro={intro}>
      <ExtensionOptions
        options={options}
        value={nights}
        onChange={setNights}
        unitContext={context}
      />
      <ActionBar>
        <Button fullWidth onClick={next} disabled={nights === null}>
          {t('extension.continue')}
        </Button>
      </ActionBar>
      <ButtonLink to={stayPath(slug)} variant="quiet" fullWidth>
        {t('extension.backToStay')}
      </ButtonLink>
    </Screen>
  );
}

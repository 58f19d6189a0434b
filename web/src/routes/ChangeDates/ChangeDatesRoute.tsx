import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { applyUserError } from '../../forms/applyUserError.ts';
import { formMessage } from '../../forms/formMessage.ts';
import { useForm } from '../../forms/useForm.ts';
import { required } from '../../forms/validators.ts';
import { unitContext } from '../../i18n/unitKind.ts';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import type { UserError } from '../../relay/userError.ts';
import { stayPath, stayScreenPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { formatLocalDate, formatMoney } from '../../ui/format.ts';
import { Notice } from '../../ui/Notice.tsx';
import { Price } from '../../ui/Price.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { localDateIn } from '../../ui/zonedTime.ts';
import type { ChangeDatesRouteQuery } from './__generated__/ChangeDatesRouteQuery.graphql.ts';
import { datesProblem, earliestDeparture, pickerBounds } from './changeDatesRules.ts';
import { useChangeStayDatesMutation } from './useChangeStayDatesMutation.ts';
import { type DateChangeQuote, useDateChangeQuote } from './useDateChangeQuote.ts';

export const changeDatesRouteQuery = graphql`
  query ChangeDatesRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      stage
      unitKind
      startDate
      endDate
      nightsCount
      totalPrice {
        ...Price_money
      }
      property {
        timeZone
      }
      unitAvailability {
        type
        date
      }
    }
  }
`;

const startedStages = new Set(['ARRIVAL_DAY', 'IN_HOUSE', 'DEPARTURE_DAY']);
const changeableStages = new Set(['UPCOMING', ...startedStages]);

type Phase =
  | { kind: 'editing' }
  | { kind: 'previewing'; quote: DateChangeQuote; failure: KnownErrorCode | null }
  | { kind: 'changed' }
  | { kind: 'failed'; code: KnownErrorCode };

/**
 * `/stay/change-dates`: other days for the stay. Before arrival both days can move; once the stay
 * has started only the departure. Nothing changes at the first tap: the guest sees the new dates,
 * the new total, the difference and where it is settled (the stay's card, the open balance, the
 * property) from `Reservation.dateChangeQuote`, and confirms; `changeStayDates` then goes through
 * only at that total (`PRICE_CHANGED` otherwise, and the screen quotes again).
 */
export function ChangeDatesRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<ChangeDatesRouteQuery>>();
  const { reservation } = useStayScreenQuery<ChangeDatesRouteQuery>(
    changeDatesRouteQuery,
    queryRef,
  );
  const { t } = useTranslation('changes');
  const { timeZone } = reservation.property;
  const arrival = localDateIn(reservation.startDate, timeZone);
  const departure = localDateIn(reservation.endDate, timeZone);
  if (!changeableStages.has(reservation.stage)) {
    return (
      <Screen title={t('changeDates.heading')}>
        <Notice tone="info" title={t('changeDates.closedTitle')}>
          <p>{t('changeDates.closed')}</p>
        </Notice>
        <ButtonLink to={stayPath(slug)} variant="secondary" fullWidth>
          {t('changeDates.backToStay')}
        </ButtonLink>
      </Screen>
    );
  }
  return (
    <DatesForm
      slug={slug}
      started={startedStages.has(reservation.stage)}
      arrival={arrival}
      departure={departure}
      today={localDateIn(new Date().toISOString(), timeZone)}
      stay={reservation}
    />
  );
}

type FormProps = {
  slug: string;
  started: boolean;
  arrival: string;
  departure: string;
  today: string;
  stay: NonNullable<ChangeDatesRouteQuery['response']['reservation']>;
};

function DatesForm({ slug, started, arrival, departure, today, stay }: FormProps) {
  const { t } = useTranslation('changes');
  const { commit, isInFlight } = useChangeStayDatesMutation();
  const { quote, isQuoting } = useDateChangeQuote(slug);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const { timeZone } = stay.property;
  const form = useForm({
    defaultValues: { arrival, departure },
    validate: {
      arrival: [
        required(),
        (value) =>
          datesProblem({ arrival: value, departure: value }, today, started) === 'arrivalInPast'
            ? formMessage('changes:changeDates.arrivalInPast')
            : null,
      ],
      departure: [
        required(),
        (value, values) =>
          datesProblem({ arrival: values.arrival, departure: value }, today, started) ===
          'departureNotAfterArrival'
            ? formMessage('changes:changeDates.departureNotAfterArrival')
            : null,
      ],
    },
  });

  /** A refusal on one of the form's days goes on that field, any other above the buttons. */
  const refuse = (error: Pick<UserError, 'code' | 'field'>) => {
    const onField = applyUserError(
      form.setError,
      { ...error, message: '' },
      { startDate: 'arrival', endDate: 'departure' },
    );
    setPhase(onField ? { kind: 'editing' } : { kind: 'failed', code: error.code });
  };

  const review = form.handleSubmit(async (values) => {
    setPhase({ kind: 'editing' });
    const outcome = await quote({
      startDate: started ? arrival : values.arrival,
      endDate: values.departure,
    });
    if (outcome.ok) setPhase({ kind: 'previewing', quote: outcome.quote, failure: null });
    else refuse(outcome);
  });

  const confirm = async (previewed: DateChangeQuote) => {
    const dates = { startDate: previewed.startDate, endDate: previewed.endDate };
    const outcome = await commit({
      variables: { slug, ...dates, expectedTotalMinor: previewed.newTotal.amountMinor },
    });
    if (outcome.ok) {
      setPhase({ kind: 'changed' });
      return;
    }
    if (outcome.error.code === 'PRICE_CHANGED') {
      // The guest confirms the price as it is now, never one they were not shown.
      const again = await quote(dates);
      if (again.ok) {
        setPhase({ kind: 'previewing', quote: again.quote, failure: 'PRICE_CHANGED' });
        return;
      }
      refuse(again);
      return;
    }
    if (outcome.error.code === 'PAYMENT') {
      setPhase({ kind: 'previewing', quote: previewed, failure: 'PAYMENT' });
      return;
    }
    refuse(outcome.error);
  };

  const current = (
    <Card title={t('changeDates.currentHeading')}>
      <Facts
        items={[
          {
            label: t('changeDates.arrival'),
            value: <DateTime value={stay.startDate} timeZone={timeZone} format="date" />,
          },
          {
            label: t('changeDates.departure'),
            value: <DateTime value={stay.endDate} timeZone={timeZone} format="date" />,
          },
          { label: t('changeDates.nights'), value: String(stay.nightsCount) },
          ...(stay.totalPrice
            ? [{ label: t('changeDates.total'), value: <Price money={stay.totalPrice} /> }]
            : []),
        ]}
      />
    </Card>
  );

  if (phase.kind === 'changed') {
    return (
      <Screen title={t('changeDates.heading')}>
        <Notice tone="success" role="status" title={t('changeDates.changed')}>
          <p>{t('changeDates.changedBody')}</p>
        </Notice>
        {current}
        <ButtonLink to={stayPath(slug)} fullWidth>
          {t('changeDates.backToStay')}
        </ButtonLink>
      </Screen>
    );
  }

  if (phase.kind === 'previewing') {
    return (
      <Screen title={t('changeDates.heading')}>
        <DateChangePreview quote={phase.quote} />
        {phase.failure && (
          <Notice tone="error" role="alert" title={t('changeDates.notChanged')}>
            <p>
              <ErrorText code={phase.failure} />
            </p>
          </Notice>
        )}
        <Button variant="secondary" fullWidth onClick={() => setPhase({ kind: 'editing' })}>
          {t('changeDates.chooseOther')}
        </Button>
        <ActionBar>
          <Button fullWidth onClick={() => confirm(phase.quote)} isPending={isInFlight}>
            {t('changeDates.confirm')}
          </Button>
        </ActionBar>
      </Screen>
    );
  }

  const bounds = pickerBounds(
    stay.unitAvailability,
    {
      arrival: form.values.arrival || arrival,
      departure: form.values.departure || departure,
    },
    { arrival, departure },
    today,
  );
  return (
    <Screen
      title={t('changeDates.heading')}
      intro={<p>{started ? t('changeDates.introStarted') : t('changeDates.intro')}</p>}
    >
      {current}
      <form id="change-dates" onSubmit={review} noValidate>
        {!started && (
          <DateField
            field={form.field('arrival')}
            label={t('changeDates.newArrival')}
            min={bounds.arrivalMin}
          />
        )}
        <DateField
          field={form.field('departure')}
          label={t('changeDates.newDeparture')}
          description={t('changeDates.priceHint', { context: unitContext(stay.unitKind) })}
          min={earliestDeparture(form.values.arrival || arrival, today)}
          max={bounds.departureMax}
        />
      </form>
      {phase.kind === 'failed' && (
        <Notice tone="error" role="alert" title={t('changeDates.failed')}>
          <p>
            <ErrorText code={phase.code} />
          </p>
        </Notice>
      )}
      <ButtonLink to={stayScreenPath('/stay/reservation-extension', slug)} variant="quiet">
        {t('changeDates.extendInstead')}
      </ButtonLink>
      <ActionBar>
        <Button type="submit" form="change-dates" fullWidth isPending={isQuoting}>
          {t('changeDates.review')}
        </Button>
      </ActionBar>
    </Screen>
  );
}

/**
 * What the guest confirms: the new days and nights, the new total, and the difference with where
 * it is settled (charged to or refunded on the card, added to what the stay owes, at the property).
 */
function DateChangePreview({ quote }: { quote: DateChangeQuote }) {
  const { t, i18n } = useTranslation('changes');
  const money = (value: DateChangeQuote['newTotal']) => formatMoney(value, i18n);
  const lastFour = quote.card?.lastFour ?? '';
  const magnitude = {
    ...quote.difference,
    decimalAmount: quote.difference.decimalAmount.replace(/^-/, ''),
  };
  const settlement: Record<string, { label: string; note: string }> = {
    CHARGE_CARD: {
      label: t('changeDates.toPay'),
      note: t('changeDates.chargedToCard', { lastFour }),
    },
    REFUND_CARD: {
      label: t('changeDates.refund'),
      note: t('changeDates.refundedToCard', { lastFour }),
    },
    BALANCE: { label: t('changeDates.addedToBalance'), note: t('changeDates.balanceNote') },
    AT_PROPERTY: { label: t('changeDates.difference'), note: t('changeDates.atPropertyNote') },
  };
  const settled = settlement[quote.settlement];
  return (
    <Card title={t('changeDates.previewHeading')}>
      <Facts
        items={[
          {
            label: t('changeDates.arrival'),
            value: formatLocalDate(quote.startDate, i18n, 'date'),
          },
          {
            label: t('changeDates.departure'),
            value: formatLocalDate(quote.endDate, i18n, 'date'),
          },
          { label: t('changeDates.nights'), value: String(quote.nightsCount) },
          { label: t('changeDates.newTotal'), value: money(quote.newTotal) },
          ...(settled ? [{ label: settled.label, value: money(magnitude) }] : []),
        ]}
      />
      <p>{settled ? settled.note : t('changeDates.noDifference')}</p>
    </Card>
  );
}

type DateFieldProps = {
  field: ReturnType<ReturnType<typeof useForm>['field']>;
  label: string;
  description?: string;
  min: string;
  max?: string | undefined;
};

/** A calendar day (the phone's own date picker, in the guest's language). */
function DateField({ field, label, description, min, max }: DateFieldProps) {
  const { error, ...binding } = field;
  return (
    <FormField label={label} description={description} error={error}>
      {(controlProps) => <input {...controlProps} {...binding} type="date" min={min} max={max} />}
    </FormField>
  );
}

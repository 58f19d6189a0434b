import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import { stayPath, stayScreenPath } from '../../app/paths.ts';
import type { StayScreenData } from '../../app/routeLoaders.ts';
import { useStayScreenQuery } from '../../app/stayScreenQuery.ts';
import { applyUserError } from '../../forms/applyUserError.ts';
import { formMessage } from '../../forms/formMessage.ts';
import { useForm } from '../../forms/useForm.ts';
import { required } from '../../forms/validators.ts';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Price } from '../../ui/Price.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { localDateIn } from '../../ui/zonedTime.ts';
import type { ChangeDatesRouteQuery } from './__generated__/ChangeDatesRouteQuery.graphql.ts';
import { datesProblem, earliestDeparture } from './changeDatesRules.ts';
import { useChangeStayDatesMutation } from './useChangeStayDatesMutation.ts';

export const changeDatesRouteQuery = graphql`
  query ChangeDatesRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      slug
      stage
      startDate
      endDate
      nightsCount
      totalPrice {
        ...Price_money
      }
      property {
        timeZone
      }
    }
  }
`;

const startedStages = new Set(['ARRIVAL_DAY', 'IN_HOUSE', 'DEPARTURE_DAY']);
const changeableStages = new Set(['UPCOMING', ...startedStages]);

type Phase = { kind: 'editing' } | { kind: 'changed' } | { kind: 'failed'; code: KnownErrorCode };

/**
 * `/stay/change-dates`: other days for the stay (`changeStayDates`). Before arrival both days can
 * move; once the stay has started only the departure. The new total comes back with the answer.
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

  const submit = form.handleSubmit(async (values) => {
    setPhase({ kind: 'editing' });
    const outcome = await commit({
      variables: {
        slug,
        startDate: started ? arrival : values.arrival,
        endDate: values.departure,
      },
    });
    if (outcome.ok) {
      setPhase({ kind: 'changed' });
      return;
    }
    const onField = applyUserError(form.setError, outcome.error, {
      startDate: 'arrival',
      endDate: 'departure',
    });
    if (!onField) setPhase({ kind: 'failed', code: outcome.error.code });
  });

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

  return (
    <Screen
      title={t('changeDates.heading')}
      intro={<p>{started ? t('changeDates.introStarted') : t('changeDates.intro')}</p>}
    >
      {current}
      <form id="change-dates" onSubmit={submit} noValidate>
        {!started && (
          <DateField
            field={form.field('arrival')}
            label={t('changeDates.newArrival')}
            min={today}
          />
        )}
        <DateField
          field={form.field('departure')}
          label={t('changeDates.newDeparture')}
          description={t('changeDates.priceHint')}
          min={earliestDeparture(form.values.arrival || arrival, today)}
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
        <Button type="submit" form="change-dates" fullWidth isPending={isInFlight}>
          {t('changeDates.submit')}
        </Button>
      </ActionBar>
    </Screen>
  );
}

type DateFieldProps = {
  field: ReturnType<ReturnType<typeof useForm>['field']>;
  label: string;
  description?: string;
  min: string;
};

/** A calendar day (the phone's own date picker, in the guest's language). */
function DateField({ field, label, description, min }: DateFieldProps) {
  const { error, ...binding } = field;
  return (
    <FormField label={label} description={description} error={error}>
      {(controlProps) => <input {...controlProps} {...binding} type="date" min={min} />}
    </FormField>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormMessage, formMessage } from '../../../forms/formMessage.ts';
import { useForm, type Validator } from '../../../forms/useForm.ts';
import { trimAll } from '../../../forms/validators.ts';
import type { TransferRequest } from '../../../ordering/orderDraft.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormControls } from '../../../ui/FormControls.tsx';
import { formatLocalDate } from '../../../ui/format.ts';
import { addDays } from '../../../ui/localDate.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { instantAt } from '../../../ui/zonedTime.ts';
import styles from './TransferRequestForm.module.css';

type Props = {
  /** The stay's arrival and departure days (`LocalDate`): a transfer is for one of its days. */
  arrivalDate: string;
  departureDate: string;
  /**
   * The soonest a transfer can be for (ISO instant): now plus the product's notice
   * (`CustomProduct.noticeMinutes`), null without one. Days and times before it are not offered.
   */
  earliest: string | null;
  /** The property's time zone: the day and time are its wall clock. */
  timeZone: string;
  actionLabel: string;
  onRequest: (request: TransferRequest) => void;
};

type Values = {
  direction: string;
  date: string;
  time: string;
  flightNumber: string;
  address: string;
};

const required = formMessage('common:form.required');
const filled: Validator<Values> = (value) => (value.trim() === '' ? required : null);
/** Needed only for one direction: the flight from the airport, the address to it. */
const filledFor =
  (direction: TransferRequest['direction']): Validator<Values> =>
  (value, values) =>
    values.direction === direction && value.trim() === '' ? required : null;
const flightNumberMessage: FormMessage = formMessage('customProduct:transfer.flightNumberFormat');
const tooSoonMessage: FormMessage = formMessage('customProduct:transfer.tooSoon');
/** A day and time sooner than the product's notice allows (the core API refuses it too). */
const laterThan =
  (earliest: string | null, timeZone: string): Validator<Values> =>
  (value, values) =>
    earliest !== null &&
    value.trim() !== '' &&
    values.date !== '' &&
    Date.parse(instantAt(values.date, value.trim(), timeZone)) < Date.parse(earliest)
      ? tooSoonMessage
      : null;
const flightNumberPattern = /^[A-Za-z0-9]{2}\s?\d{1,4}[A-Za-z]?$/;
const aFlightNumber: Validator<Values> = (value, values) =>
  values.direction === 'FROM_AIRPORT' &&
  value.trim() !== '' &&
  !flightNumberPattern.test(value.trim())
    ? flightNumberMessage
    : null;

/** The stay's days on which some time is still far enough ahead (its last minute, 23:59). */
function stayDays(
  arrivalDate: string,
  departureDate: string,
  earliest: string | null,
  timeZone: string,
): string[] {
  const days: string[] = [];
  for (let day = arrivalDate; day <= departureDate && days.length < 100; day = addDays(day, 1)) {
    const lastMinute = Date.parse(instantAt(day, '23:59', timeZone));
    if (earliest === null || lastMinute >= Date.parse(earliest)) days.push(day);
  }
  return days;
}

/**
 * What an airport transfer needs before it is ordered: which way, the day and time, and the
 * arriving flight (from the airport) or where to pick the guest up (to the airport).
 */
export function TransferRequestForm({
  arrivalDate,
  departureDate,
  earliest,
  timeZone,
  actionLabel,
  onRequest,
}: Props) {
  const { t, i18n } = useTranslation('customProduct');
  const formId = useId();
  const days = stayDays(arrivalDate, departureDate, earliest, timeZone);
  const form = useForm<Values, TransferRequest>({
    defaultValues: {
      direction: 'FROM_AIRPORT',
      date: days[0] ?? '',
      time: '',
      flightNumber: '',
      address: '',
    },
    validate: {
      direction: [filled],
      date: [filled],
      time: [filled, laterThan(earliest, timeZone)],
      flightNumber: [filledFor('FROM_AIRPORT'), aFlightNumber],
      address: [filledFor('TO_AIRPORT')],
    },
    parse: (raw) => {
      const values = trimAll(raw);
      const direction = values.direction === 'TO_AIRPORT' ? 'TO_AIRPORT' : 'FROM_AIRPORT';
      return {
        direction,
        date: values.date,
        time: values.time,
        ...(direction === 'FROM_AIRPORT'
          ? { flightNumber: values.flightNumber.toUpperCase() }
          : { address: values.address }),
      };
    },
  });
  const fromAirport = form.values.direction !== 'TO_AIRPORT';
  return (
    <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit(onRequest)}>
      <FormControls>
        <SelectField
          field={form.field('direction')}
          label={t('transfer.direction')}
          placeholder={t('transfer.chooseDirection')}
          options={[
            { value: 'FROM_AIRPORT', label: t('transfer.fromAirport') },
            { value: 'TO_AIRPORT', label: t('transfer.toAirport') },
          ]}
        />
        <SelectField
          field={form.field('date')}
          label={t('transfer.date')}
          placeholder={t('transfer.chooseDate')}
          options={days.map((day) => ({
            value: day,
            label: formatLocalDate(day, i18n, 'weekdayDate'),
          }))}
        />
        <TextField
          field={form.field('time')}
          type="time"
          label={fromAirport ? t('transfer.landingTime') : t('transfer.pickupTime')}
          description={t('transfer.localTime')}
        />
        {fromAirport ? (
          <TextField
            field={form.field('flightNumber')}
            label={t('transfer.flightNumber')}
            description={t('transfer.flightNumberHint')}
            autoCapitalize="characters"
            autoComplete="off"
          />
        ) : (
          <TextField
            field={form.field('address')}
            label={t('transfer.address')}
            autoComplete="street-address"
          />
        )}
        <Button type="submit" fullWidth>
          {actionLabel}
        </Button>
      </FormControls>
    </form>
  );
}

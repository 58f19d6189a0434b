import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUserError } from '../../../forms/applyUserError.ts';
import { formMessage } from '../../../forms/formMessage.ts';
import { useForm, type Validator } from '../../../forms/useForm.ts';
import { required, trimAll } from '../../../forms/validators.ts';
import { loadTexts } from '../../../i18n/i18n.ts';
import { errorMessageKey } from '../../../relay/errorMessages.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormControls } from '../../../ui/FormControls.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { countryOptions } from '../countries.ts';
import { useSubmitGuestDetailsMutation } from '../useSubmitGuestDetailsMutation.ts';
import styles from './GuestDetailsForm.module.css';

type GuestValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  city: string;
  countryCode: string;
  arrivalPurpose: string;
};

const emptyGuest: GuestValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  zipCode: '',
  city: '',
  countryCode: '',
  arrivalPurpose: '',
};

type Rule = Validator<GuestValues>;
const validEmail: Rule = (value) =>
  value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
    ? null
    : formMessage('checkIn:guest.invalidEmail');
// With its country code (`+` or `00`): a number without one cannot be dialled from abroad.
// Whether the number exists in its country's plan the gateway decides (libphonenumber's data is
// too large for this chunk), and its refusal lands on this field with the same text.
const validPhone: Rule = (value) =>
  value.trim() === '' || /^(\+|00)[0-9 ()./-]{6,30}$/.test(value.trim())
    ? null
    : formMessage('checkIn:guest.invalidPhone');

/** Guests must be adults on the day of arrival (the core API refuses younger main guests). */
export const minimumGuestAge = 18;

function ageOn(dateOfBirth: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return onDate.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

const adultOn =
  (arrivalDate: string): Rule =>
  (value) =>
    value.trim() === '' || ageOn(value.trim(), arrivalDate) >= minimumGuestAge
      ? null
      : formMessage('checkIn:guest.tooYoung');

/** The server's refusal of these fields has one reason the guest can act on. */
const refusedValueMessages = {
  dateOfBirth: formMessage('checkIn:guest.tooYoung'),
  phone: formMessage('checkIn:guest.invalidPhone'),
} as const;

/** The server names `input.address.zipCode`; the form calls it `zipCode`. */
const fieldsByArgument: Partial<Record<string, keyof GuestValues>> = {
  'input.firstName': 'firstName',
  'input.lastName': 'lastName',
  'input.dateOfBirth': 'dateOfBirth',
  'input.nationality': 'nationality',
  'input.email': 'email',
  'input.phone': 'phone',
  'input.arrivalPurpose': 'arrivalPurpose',
  'input.address.addressLine1': 'addressLine1',
  'input.address.addressLine2': 'addressLine2',
  'input.address.zipCode': 'zipCode',
  'input.address.city': 'city',
  'input.address.countryCode': 'countryCode',
};

type Props = {
  slug: string;
  /** The arrival day in the property's time zone (`YYYY-MM-DD`): the main guest's age counts then. */
  arrivalDate: string;
};

/**
 * Step 1 of online check-in: the main guest's details. Nothing is filled in from the booking: a
 * guest invited by link checks in as themselves and sees nothing of the booker's account.
 */
export function GuestDetailsForm({ slug, arrivalDate }: Props) {
  const { t, i18n } = useTranslation('checkIn');
  const { commit, isInFlight } = useSubmitGuestDetailsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const need = required();
  const form = useForm<GuestValues>({
    defaultValues: emptyGuest,
    validate: {
      firstName: [need],
      lastName: [need],
      dateOfBirth: [need, adultOn(arrivalDate)],
      nationality: [need],
      email: [need, validEmail],
      phone: [need, validPhone],
      addressLine1: [need],
      zipCode: [need],
      city: [need],
      countryCode: [need],
      arrivalPurpose: [need],
    },
    parse: trimAll,
  });

  const submit = async (values: GuestValues) => {
    setFailure(null);
    const { addressLine1, addressLine2, zipCode, city, countryCode, arrivalPurpose, ...guest } =
      values;
    const outcome = await commit({
      variables: {
        slug,
        input: {
          ...guest,
          address: { addressLine1, addressLine2: addressLine2 || null, zipCode, city, countryCode },
          arrivalPurpose: arrivalPurpose as 'LEISURE' | 'BUSINESS' | 'OTHER',
        },
      },
    });
    if (outcome.ok) return;
    // The error texts are not loaded with the screen: most guests never see one.
    await loadTexts(['errors']);
    if (!applyUserError(form.setError, outcome.error, fieldsByArgument, refusedValueMessages)) {
      setFailure(t(errorMessageKey(outcome.error.code), { ns: 'errors' }));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((v) => void submit(v))}>
      <FormControls>
        <fieldset className={styles.group}>
          <legend>{t('guest.aboutYou')}</legend>
          <TextField
            field={form.field('firstName')}
            label={t('guest.firstName')}
            autoComplete="given-name"
          />
          <TextField
            field={form.field('lastName')}
            label={t('guest.lastName')}
            autoComplete="family-name"
          />
          <TextField
            field={form.field('dateOfBirth')}
            label={t('guest.dateOfBirth')}
            type="date"
            autoComplete="bday"
          />
          <SelectField
            field={form.field('nationality')}
            label={t('guest.nationality')}
            options={countries}
            placeholder={t('guest.choose')}
          />
          <TextField
            field={form.field('email')}
            label={t('guest.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            field={form.field('phone')}
            label={t('guest.phone')}
            description={t('guest.phoneHint')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('guest.homeAddress')}</legend>
          <TextField
            field={form.field('addressLine1')}
            label={t('guest.addressLine1')}
            autoComplete="address-line1"
          />
          <TextField
            field={form.field('addressLine2')}
            label={t('guest.addressLine2')}
            autoComplete="address-line2"
          />
          <TextField
            field={form.field('zipCode')}
            label={t('guest.zipCode')}
            autoComplete="postal-code"
          />
          <TextField
            field={form.field('city')}
            label={t('guest.city')}
            autoComplete="address-level2"
          />
          <SelectField
            field={form.field('countryCode')}
            label={t('guest.country')}
            options={countries}
            placeholder={t('guest.choose')}
            autoComplete="country"
          />
        </fieldset>
        <SelectField
          field={form.field('arrivalPurpose')}
          label={t('guest.purpose')}
          options={[
            { value: 'LEISURE', label: t('guest.purposeLeisure') },
            { value: 'BUSINESS', label: t('guest.purposeBusiness') },
            { value: 'OTHER', label: t('guest.purposeOther') },
          ]}
          placeholder={t('guest.choose')}
        />
        {failure && (
          <Notice tone="error" role="alert">
            {failure}
          </Notice>
        )}
        <Button type="submit" isPending={isInFlight} fullWidth>
          {isInFlight ? t('guest.submitting') : t('guest.submit')}
        </Button>
      </FormControls>
    </form>
  );
}

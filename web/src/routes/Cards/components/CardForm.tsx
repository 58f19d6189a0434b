import { useTranslation } from 'react-i18next';
import { formMessage } from '../../../forms/formMessage.ts';
import { type FieldBinding, useForm, type Validator } from '../../../forms/useForm.ts';
import { required } from '../../../forms/validators.ts';
import { CardBrandMark } from '../../../payment/CardBrandMark.tsx';
import {
  cvvLengthFor,
  detectCardBrand,
  digitsOf,
  formatCardNumber,
  isValidCardNumber,
} from '../../../payment/cardBrands.ts';
import { isCompleteExpiry, isExpiryInPast, nextExpiryValue } from '../../../payment/expiryInput.ts';
import type { CardDetails } from '../../../payment/payPage.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormControls } from '../../../ui/FormControls.tsx';
import { FormField } from '../../../ui/FormField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import styles from './CardForm.module.css';

export type CardValues = { number: string; expiry: string; cvv: string; name: string };

type CardValidator = Validator<CardValues>;

const checkNumber: CardValidator = (value) =>
  isValidCardNumber(value) ? null : formMessage('payment:form.checkNumber');
const checkCvv: CardValidator = (value, values) =>
  /^\d+$/.test(value) && value.length === cvvLengthFor(values.number)
    ? null
    : formMessage('payment:form.checkCvv');
/**
 * 'Required' only when empty, 'Date shouldn't be in past' only for a complete past date (spec
 * §5). An unfinished date (`04/2`) says nothing while the guest types, and on submit what is
 * missing.
 */
const checkExpiry: CardValidator = (value, _values, moment) => {
  if (value.trim() === '') return formMessage('common:form.required');
  if (!isCompleteExpiry(value)) {
    return moment === 'submit' ? formMessage('payment:form.expiryIncomplete') : null;
  }
  return isExpiryInPast(value) ? formMessage('payment:form.expiryPast') : null;
};

/** What the pay page may refuse in a field, and what the field then says. */
export type RefusedField = 'number' | 'cvv' | 'expiry';

const refusedMessages = {
  number: formMessage('payment:form.checkNumber'),
  cvv: formMessage('payment:form.checkCvv'),
  expiry: formMessage('payment:form.expiryPast'),
} as const;

type Props = {
  pending: boolean;
  /** Adds the card; answers the field the pay page refused, if that was why it failed. */
  onSubmit: (card: CardDetails) => Promise<RefusedField | null>;
};

/**
 * The card form of spec §3: number (grouped as the card prints it, its brand's mark as soon as
 * the prefix tells), expiry MM/YY (the spec's input rules), CVV (4 digits for American Express)
 * and the cardholder's name, with the messages of spec §5.
 */
export function CardForm({ pending, onSubmit }: Props) {
  const { t } = useTranslation('payment');
  const form = useForm<CardValues>({
    defaultValues: { number: '', expiry: '', cvv: '', name: '' },
    validate: {
      number: [checkNumber],
      expiry: [checkExpiry],
      cvv: [checkCvv],
      name: [required()],
    },
  });
  const number = form.field('number');
  const expiry = form.field('expiry');
  const cvv = form.field('cvv');
  const brand = detectCardBrand(number.value);
  const cvvLength = cvvLengthFor(number.value);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const refused = await onSubmit({
          number: digitsOf(values.number),
          expiry: values.expiry,
          cvv: values.cvv,
          name: values.name.trim(),
        });
        if (refused) form.setError(refused, refusedMessages[refused]);
      })}
    >
      <FormControls>
        <FormField label={t('form.number')} error={number.error}>
          {(control) => (
            <div className={styles.numberRow}>
              <input
                {...control}
                {...reshaped(number, (typed) => formatCardNumber(typed))}
                type="text"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
              />
              <CardBrandMark brand={brand} className={styles.brand} />
            </div>
          )}
        </FormField>
        <div className={styles.pair}>
          <TextField
            field={reshaped(expiry, (typed) => nextExpiryValue(expiry.value, typed))}
            label={t('form.expiry')}
            description={t('form.expiryHint')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('form.expiryPlaceholder')}
          />
          <TextField
            field={reshaped(cvv, (typed) => typed.replace(/\D/g, '').slice(0, cvvLength))}
            label={t('form.cvv')}
            description={t('form.cvvHint', { count: cvvLength })}
            inputMode="numeric"
            autoComplete="cc-csc"
          />
        </div>
        <TextField
          field={form.field('name')}
          label={t('form.name')}
          autoComplete="cc-name"
          autoCapitalize="words"
        />
        <Button type="submit" isPending={pending} fullWidth>
          {pending ? t('form.submitting') : t('form.submit')}
        </Button>
      </FormControls>
    </form>
  );
}

/** The field with what the guest typed rewritten before the form takes it. */
function reshaped(field: FieldBinding, reshape: (typed: string) => string): FieldBinding {
  return {
    ...field,
    onChange: (event) => {
      event.target.value = reshape(event.target.value);
      field.onChange(event);
    },
  };
}

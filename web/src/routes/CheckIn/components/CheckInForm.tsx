import { useTranslation } from 'react-i18next';
import { useForm } from '../../../forms/useForm.ts';
import { required, trimAll } from '../../../forms/validators.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormControls } from '../../../ui/FormControls.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { normaliseBookingNumber } from '../bookingNumber.ts';
import styles from './CheckInForm.module.css';

export type CheckInValues = { lastName: string; bookingNumber: string };

type Props = {
  pending: boolean;
  onSubmit: (values: CheckInValues) => void;
};

/**
 * The form template: `useForm` with the fields in focus order and their validators, one
 * `TextField` per field, one primary button. Spaces around the values are dropped, and the
 * booking number is spelled as the core API does (`bk 100007` → `BK-100007`).
 */
export function CheckInForm({ pending, onSubmit }: Props) {
  const { t } = useTranslation('checkIn');
  const form = useForm<CheckInValues>({
    defaultValues: { lastName: '', bookingNumber: '' },
    validate: { lastName: [required()], bookingNumber: [required()] },
    parse: (values) => {
      const trimmed = trimAll(values);
      return { ...trimmed, bookingNumber: normaliseBookingNumber(trimmed.bookingNumber) };
    },
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormControls>
        <TextField
          field={form.field('lastName')}
          label={t('form.lastName')}
          autoComplete="family-name"
          autoCapitalize="words"
          enterKeyHint="next"
        />
        <TextField
          field={form.field('bookingNumber')}
          label={t('form.bookingNumber')}
          description={t('form.bookingNumberHint')}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="search"
        />
        <Button type="submit" isPending={pending} fullWidth>
          {pending ? t('form.submitting') : t('form.submit')}
        </Button>
      </FormControls>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { useSubmit } from 'react-router';
import { useForm } from '../../../forms/useForm.ts';
import { required } from '../../../forms/validators.ts';
import { paths } from '../../../routing/paths.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormControls } from '../../../ui/FormControls.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { type CheckInActionData, type CheckInValues, lookupVariables } from '../checkInAction.ts';
import styles from './CheckInForm.module.css';

type Props = {
  pending: boolean;
  /** The action's last answer: the values it was given (and, when invalid, the form's errors). */
  answered: CheckInActionData | undefined;
};

/**
 * The form template: `useForm` with the fields in focus order and their validators, one
 * `TextField` per field, one primary button. It is a plain form that posts to `/check-in`, so it
 * works before the app has taken the page over and without scripts (the server answers the post);
 * with the app, its checks run first and the app posts it (`useSubmit`). Spaces around the values
 * are dropped, and the booking number is spelled as the core API does (`bk 100007` →
 * `BK-100007`).
 */
export function CheckInForm({ pending, answered }: Props) {
  const { t } = useTranslation('checkIn');
  const submit = useSubmit();
  const form = useForm<CheckInValues>({
    defaultValues: answered?.values ?? { lastName: '', bookingNumber: '' },
    validate: { lastName: [required()], bookingNumber: [required()] },
    parse: lookupVariables,
    checkedAtStart: answered?.outcome.kind === 'invalid',
  });
  return (
    <form
      className={styles.form}
      method="post"
      action={paths.checkIn}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        submit(values, { method: 'post', action: paths.checkIn }),
      )}
    >
      <FormControls worksWithoutScripts>
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

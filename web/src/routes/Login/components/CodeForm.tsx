import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formMessage } from '../../../forms/formMessage.ts';
import { useForm, type Validator } from '../../../forms/useForm.ts';
import { required } from '../../../forms/validators.ts';
import type { UserError } from '../../../relay/userError.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormControls } from '../../../ui/FormControls.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import styles from './SignInForm.module.css';

type CodeValues = { code: string };

type Props = {
  pending: boolean;
  /** The last refusal of a code; a wrong code lands on the field as 'The code is incorrect'. */
  refusal: UserError | null;
  onSubmit: (code: string) => void;
};

/** Spaces a guest copies along with the code are dropped; what remains must be digits. */
function digitsOf(value: string): string {
  return value.replace(/\s+/g, '');
}

const numeric: Validator<CodeValues> = (value) =>
  /^\d+$/.test(digitsOf(value)) ? null : formMessage('signIn:form.codeDigits');

/** The second step: the numeric code from the e-mail. */
export function CodeForm({ pending, refusal, onSubmit }: Props) {
  // 'errors' too: the field's 'The code is incorrect' is an errors text (loaded with this step).
  const { t } = useTranslation(['signIn', 'errors']);
  const form = useForm<CodeValues>({
    defaultValues: { code: '' },
    validate: { code: [required(), numeric] },
  });
  const { setError } = form;
  useEffect(() => {
    if (refusal?.code === 'WRONG_VERIFICATION_CODE') {
      setError('code', formMessage('errors:code.wrongVerificationCode'));
    }
  }, [refusal, setError]);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(digitsOf(values.code)))}
    >
      <FormControls>
        <TextField
          field={form.field('code')}
          label={t('form.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          enterKeyHint="done"
        />
        <Button type="submit" isPending={pending} fullWidth>
          {pending ? t('form.verifying') : t('form.verify')}
        </Button>
      </FormControls>
    </form>
  );
}

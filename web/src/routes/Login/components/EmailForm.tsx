import { useTranslation } from 'react-i18next';
import { formMessage } from '../../../forms/formMessage.ts';
import { useForm, type Validator } from '../../../forms/useForm.ts';
import { required, trimAll } from '../../../forms/validators.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormControls } from '../../../ui/FormControls.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import styles from './SignInForm.module.css';

type EmailValues = { email: string };

type Props = {
  pending: boolean;
  onSubmit: (email: string) => void;
};

/** Something before and after one @, with a dot in the domain: the server checks the rest. */
const emailShape: Validator<EmailValues> = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : formMessage('signIn:form.emailInvalid');

/** The first step of sign-in and sign-up: the e-mail the code goes to. */
export function EmailForm({ pending, onSubmit }: Props) {
  const { t } = useTranslation('signIn');
  const form = useForm<EmailValues>({
    defaultValues: { email: '' },
    validate: { email: [required(), emailShape] },
    parse: trimAll,
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.email))}
    >
      <FormControls>
        <TextField
          field={form.field('email')}
          label={t('form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          enterKeyHint="send"
        />
        <Button type="submit" isPending={pending} fullWidth>
          {pending ? t('form.sending') : t('form.sendCode')}
        </Button>
      </FormControls>
    </form>
  );
}

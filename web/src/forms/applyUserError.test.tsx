import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadTexts } from '../i18n/i18n.ts';
import { TextField } from '../ui/TextField.tsx';
import { applyUserError } from './applyUserError.ts';
import { useForm } from './useForm.ts';

let form: ReturnType<typeof useForm<{ code: string }>> | undefined;

function CodeForm() {
  form = useForm<{ code: string }>({ defaultValues: { code: '' }, validate: {} });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <TextField field={form.field('code')} label="Code" />
      <button type="submit">Check</button>
    </form>
  );
}

describe('applyUserError', () => {
  beforeAll(async () => {
    await initI18n('en-GB');
    await loadTexts(['errors']);
  });

  it('puts a mutation error on the field it names, with the catalogue text, and focuses it', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CodeForm />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    let applied = false;
    act(() => {
      applied = applyUserError(
        (field, message) => form?.setError(field, message),
        { code: 'WRONG_VERIFICATION_CODE', field: 'otp', message: 'wrong' },
        { otp: 'code' },
      );
    });

    const input = screen.getByLabelText('Code');
    expect(applied).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The code is incorrect')).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it('leaves an error about no field of the form to the screen', () => {
    const applied = applyUserError(
      () => undefined,
      { code: 'RATE_LIMITED', field: 'email', message: 'slow down' },
      { otp: 'code' },
    );
    expect(applied).toBe(false);
  });
});

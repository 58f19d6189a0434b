import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadTexts } from '../i18n/i18n.ts';
import { TextField } from '../ui/TextField.tsx';
import { useForm } from './useForm.ts';
import { required } from './validators.ts';

type Lookup = { lastName: string; bookingNumber: string };

function LookupForm({ onValid }: { onValid: (values: Lookup) => void }) {
  const form = useForm<Lookup>({
    defaultValues: { lastName: '', bookingNumber: '' },
    validate: { lastName: [required()], bookingNumber: [required()] },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <TextField field={form.field('lastName')} label="Last name" />
      <TextField field={form.field('bookingNumber')} label="Booking number" />
      <button type="submit">Find</button>
    </form>
  );
}

/** Draws the lookup form; what it sends reaches the returned mock. */
function renderLookupForm() {
  const onValid = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <LookupForm onValid={onValid} />
    </I18nextProvider>,
  );
  return onValid;
}

/** Writes into a field the way a guest's typing reaches a page React has not taken over yet. */
function typeBehindReact(field: HTMLElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(field, value);
}

describe('useForm', () => {
  beforeAll(async () => {
    await initI18n('en-GB');
    await loadTexts(['errors']);
  });

  it('sends what the fields show, typed before the app took the form over', () => {
    const onValid = renderLookupForm();
    typeBehindReact(screen.getByLabelText('Last name'), 'Virtanen');
    typeBehindReact(screen.getByLabelText('Booking number'), 'BK-200001');
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(onValid).toHaveBeenCalledWith({ lastName: 'Virtanen', bookingNumber: 'BK-200001' });
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Virtanen');
  });

  it('still refuses empty fields and sends nothing', () => {
    const onValid = renderLookupForm();
    typeBehindReact(screen.getByLabelText('Last name'), 'Virtanen');
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(onValid).not.toHaveBeenCalled();
    const bookingNumber = screen.getByLabelText('Booking number');
    expect(bookingNumber.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(bookingNumber);
  });
});

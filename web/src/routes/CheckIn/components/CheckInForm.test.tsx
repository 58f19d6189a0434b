import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n/i18n.ts';
import { CheckInForm } from './CheckInForm.tsx';

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CheckInForm pending={false} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return {
    onSubmit,
    lastName: screen.getByLabelText('Last name'),
    bookingNumber: screen.getByLabelText('Booking number'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Find reservation' })),
  };
}

describe('CheckInForm', () => {
  beforeAll(() => initI18n('en-GB'));

  it('marks both empty fields as required and focuses the first', () => {
    const form = renderForm();
    form.submit();

    expect(screen.getAllByText('Required')).toHaveLength(2);
    for (const input of [form.lastName, form.bookingNumber]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe('Required');
    }
    expect(document.activeElement).toBe(form.lastName);
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('flags only the missing field and focuses it', () => {
    const form = renderForm();
    fireEvent.change(form.lastName, { target: { value: 'Virtanen' } });
    form.submit();

    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(form.lastName.getAttribute('aria-invalid')).toBe('false');
    expect(form.bookingNumber.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.bookingNumber);
  });

  it('treats whitespace as empty', () => {
    const form = renderForm();
    fireEvent.change(form.lastName, { target: { value: '   ' } });
    fireEvent.change(form.bookingNumber, { target: { value: '4711' } });
    form.submit();

    expect(form.lastName.getAttribute('aria-invalid')).toBe('true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('clears the message once the field is filled and submits the values', () => {
    const form = renderForm();
    form.submit();
    fireEvent.change(form.lastName, { target: { value: 'Virtanen' } });
    fireEvent.change(form.bookingNumber, { target: { value: '4711' } });

    expect(screen.queryByText('Required')).toBeNull();
    form.submit();
    expect(form.onSubmit).toHaveBeenCalledWith({ lastName: 'Virtanen', bookingNumber: '4711' });
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TimeslotOption, TimeslotPicker } from './TimeslotPicker.tsx';

const options: TimeslotOption[] = [
  { value: '12:00', time: '12:00', detail: '€15.00' },
  { value: '13:00', time: '13:00', detail: '€25.00', isDisabled: true },
  { value: '14:00', time: '14:00', detail: '€35.00' },
];

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <TimeslotPicker
      label="Check-out time"
      description="Times are local to the property"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TimeslotPicker', () => {
  it('is a labelled radio group with one radio per slot, its detail in the name', () => {
    render(<Picker onChange={() => {}} />);

    const group = screen.getByRole('radiogroup', { name: 'Check-out time' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '12:00 €15.00' })).toBeTruthy();
  });

  it('reports the chosen slot and marks it checked', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);

    fireEvent.click(screen.getByRole('radio', { name: '14:00 €35.00' }));

    expect(onChange).toHaveBeenCalledWith('14:00');
    expect((screen.getByRole('radio', { name: '14:00 €35.00' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows a sold-out slot without letting it be chosen', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);

    const soldOut = screen.getByRole('radio', { name: '13:00 €25.00' }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    fireEvent.click(soldOut);
    expect(onChange).not.toHaveBeenCalled();
  });
});

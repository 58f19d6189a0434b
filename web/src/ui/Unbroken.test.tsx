import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Unbroken, unbrokenSlot } from './Unbroken.tsx';

describe('Unbroken', () => {
  it('keeps the value on one line where the translation puts it', () => {
    const { container } = render(
      <p>
        <Unbroken sentence={`Varausnumero ${unbrokenSlot}.`} value="BK-100001" />
      </p>,
    );
    expect(container.textContent).toBe('Varausnumero BK-100001.');
    const value = container.querySelector('span');
    expect(value?.textContent).toBe('BK-100001');
    expect(value?.className).toMatch(/value/);
  });

  it('shows a sentence without the slot as it is', () => {
    const { container } = render(<Unbroken sentence="Booking number" value="BK-1" />);
    expect(container.textContent).toBe('Booking number');
  });
});

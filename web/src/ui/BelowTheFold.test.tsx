import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from './BelowTheFold.tsx';

describe('BelowTheFold', () => {
  it("asks for the section's code only after the screen above has been painted", async () => {
    const load = vi.fn(async () => ({ default: () => <p>Wi-Fi and contacts</p> }));
    const Section = lazy(load);
    render(
      <main>
        <h1>Your stay</h1>
        <BelowTheFold fallback={<p>Loading the rest</p>}>
          <Section />
        </BelowTheFold>
      </main>,
    );
    expect(screen.getByText('Loading the rest')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));
    expect(load).toHaveBeenCalledOnce();
    expect(await screen.findByText('Wi-Fi and contacts')).toBeTruthy();
  });
});

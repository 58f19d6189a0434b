import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChoicesMadeEarly, useValueMadeEarly } from './useChoicesMadeEarly.ts';

/** A search field whose state the page shows beside it. */
function Search() {
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useValueMadeEarly(field, (typed) => {
    if (typed !== query) setQuery(typed);
  });
  return (
    <>
      <input
        ref={field}
        aria-label="Search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <output>{query === '' ? 'nothing searched' : `searching ${query}`}</output>
    </>
  );
}

/** Three mornings as checkboxes; the page counts the ones in its state. */
function Mornings() {
  const [days, setDays] = useState<string[]>([]);
  const group = useRef<HTMLFieldSetElement>(null);
  useChoicesMadeEarly(group, (checked) => {
    if (checked.join() !== days.join()) setDays(checked);
  });
  return (
    <fieldset ref={group}>
      {['mon', 'tue', 'wed'].map((day) => (
        <input
          key={day}
          type="checkbox"
          value={day}
          aria-label={day}
          checked={days.includes(day)}
          onChange={(e) =>
            setDays(e.target.checked ? [...days, day] : days.filter((d) => d !== day))
          }
        />
      ))}
      <output>{days.length} chosen</output>
    </fieldset>
  );
}

/** Two cards, the first chosen at first, and Pay, which charges the chosen one. */
function PayWith({ charge }: { charge: (card: string) => void }) {
  const [chosen, setChosen] = useState('visa');
  const group = useRef<HTMLFieldSetElement>(null);
  useChoicesMadeEarly(group, ([checked]) => {
    if (checked !== undefined && checked !== chosen) setChosen(checked);
  });
  return (
    <>
      <fieldset ref={group}>
        {['visa', 'mastercard'].map((card) => (
          <input
            key={card}
            type="radio"
            name="card"
            value={card}
            aria-label={card}
            checked={chosen === card}
            onChange={() => setChosen(card)}
          />
        ))}
      </fieldset>
      <button type="button" onClick={() => charge(chosen)}>
        Pay
      </button>
    </>
  );
}

let container: HTMLDivElement;
// These tests drive React's roots themselves, with `act`, rather than through Testing Library,
// which would otherwise declare the environment for it.
beforeEach(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true));
afterEach(() => container?.remove());

/** The server's HTML, changed by `tapEarly` as a guest would before the scripts ran, hydrated. */
async function drawnThenTakenOver(page: React.ReactElement, tapEarly: () => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  tapEarly();
  await act(async () => {
    hydrateRoot(container, page);
  });
  return container;
}

describe('controls used on a drawn page before the app took it over', () => {
  it('a text typed early becomes the state the page shows', async () => {
    const page = await drawnThenTakenOver(<Search />, () => {
      const input = document.querySelector('input');
      if (input) input.value = 'wifi';
    });
    expect(page.querySelector('output')?.textContent).toBe('searching wifi');
    expect(page.querySelector('input')?.value).toBe('wifi');
  });

  it('boxes ticked early are the ones the page counts', async () => {
    const page = await drawnThenTakenOver(<Mornings />, () => {
      for (const day of ['mon', 'wed']) {
        const box = document.querySelector<HTMLInputElement>(`input[value=${day}]`);
        if (box) box.checked = true;
      }
    });
    expect(page.querySelector('output')?.textContent).toBe('2 chosen');
  });

  it('a tap that makes the app take the page over sees the card picked early', () => {
    // As in the browser: React schedules the hydration itself, and the tap comes before it ran.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const charged: string[] = [];
    const page = <PayWith charge={(card) => charged.push(card)} />;
    container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const mastercard = container.querySelector<HTMLInputElement>('input[value=mastercard]');
    if (mastercard) mastercard.checked = true;
    // Tapped before React has hydrated anything: the tap makes it hydrate the page at once, then
    // hands the tap on.
    const root = hydrateRoot(container, page);
    container.querySelector('button')?.click();
    expect(charged).toEqual(['mastercard']);
    root.unmount();
  });

  it('nothing changes when nothing was touched', async () => {
    const page = await drawnThenTakenOver(<Search />, () => undefined);
    expect(page.querySelector('output')?.textContent).toBe('nothing searched');
  });
});

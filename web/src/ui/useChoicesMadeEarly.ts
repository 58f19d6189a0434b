import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Takes over the choices a guest made in a group of native checkboxes or radios of a drawn page
 * before the app took the page over: once, when the app first runs the group, the values of its
 * checked inputs are handed to `take`, which sets them as the screen's state where they differ.
 * Without it, a day ticked early would stay ticked on screen while the screen's state had none
 * ('Choose at least one day'). On a page the browser drew itself the inputs show the state, so
 * `take` finds nothing to change.
 *
 * A layout effect, not a passive one: the state it sets is drawn in the same pass as the render
 * right after hydration (the one that makes buttons usable, `useHydrated`), and before a tap that
 * made React take the page over at once is handed on. A passive effect's state would come a
 * render later, and 'Pay' tapped in between on a slow phone would charge the card the server drew
 * as chosen, not the one the guest picked and sees chosen.
 */
export function useChoicesMadeEarly(
  group: RefObject<HTMLElement | null>,
  take: (checked: string[]) => void,
): void {
  const takeOnce = useRef(take);
  takeOnce.current = take;
  useLayoutEffect(() => {
    const inputs = group.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [];
    takeOnce.current([...inputs].map((input) => input.value));
  }, [group]);
}

/**
 * The same for one native text field or select outside a form (a search, the language): once,
 * when the app first runs it, what the control shows is handed to `take`.
 */
export function useValueMadeEarly(
  control: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  take: (shown: string) => void,
): void {
  const takeOnce = useRef(take);
  takeOnce.current = take;
  useLayoutEffect(() => {
    const shown = control.current?.value;
    if (shown !== undefined) takeOnce.current(shown);
  }, [control]);
}

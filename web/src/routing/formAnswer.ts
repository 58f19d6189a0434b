import { createContext, use } from 'react';
import { useActionData, useMatches } from 'react-router';

/** A route's action answers by route id, as react-router keeps them (`actionData`). */
export type FormAnswers = Record<string, unknown>;

/**
 * The answer the server drew for a form the browser posted itself, before the app ran (or
 * without scripts). React-router takes it as hydration's action data but forgets it as soon as
 * its loaders run at start, which they always do here (the routes are lazy), so the app's first
 * render would lack what the server drew: the page is drawn again from scratch (a hydration
 * mismatch) and what the guest typed and was told vanishes. The app holds it here instead, until
 * the guest's first navigation (`App.tsx`); the server render needs none of it.
 */
export const DrawnFormAnswers = createContext<FormAnswers | null>(null);

/**
 * What the screen's route action answered: the app's own post, or the one the server drew
 * before the app took the page over. For the screen of the route whose action it is.
 */
export function useFormAnswer<T>(): T | undefined {
  const answered = useActionData() as T | undefined;
  const drawn = use(DrawnFormAnswers);
  const matches = useMatches();
  if (answered !== undefined || drawn === null) return answered;
  const screenRouteId = matches.at(-1)?.id;
  return screenRouteId === undefined ? undefined : (drawn[screenRouteId] as T | undefined);
}

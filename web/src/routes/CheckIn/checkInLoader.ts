import { redirect } from 'react-router';
import { isStandalone } from '../../app/displayMode.ts';
import { readCurrentStay } from '../../stay/currentStay.ts';
import { stayPath } from '../../stay/stayPath.ts';

/** From the home screen, a guest with a remembered stay goes straight back to it. */
export function checkInLoader() {
  const currentStay = readCurrentStay();
  if (currentStay && isStandalone()) return redirect(stayPath(currentStay.slug));
  return null;
}

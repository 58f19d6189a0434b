import { clearCurrentStay } from '../../stay/currentStay.ts';

/** Whatever stay led here is broken, so it must not be reopened from storage. */
export function errorLoader() {
  clearCurrentStay();
  return null;
}

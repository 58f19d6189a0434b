/**
 * Where online check-in stands for the guest (spec §4): the reservation's state and its identity
 * verification state read as one step. Shared by the stay page and the check-in screen.
 */
export type CheckInProgress =
  /** Guest details first. */
  | 'details'
  /** Identity verification at the provider. */
  | 'identity'
  /** The provider declined the document: try again, or contact us. */
  | 'declined'
  /** The guest cannot verify online (banned): only staff can help. */
  | 'contactUs'
  | 'done';

type State = { readonly state: string; readonly idVerificationState: string };

export function checkInProgressOf({ state, idVerificationState }: State): CheckInProgress {
  if (state === 'CHECK_IN_COMPLETED') return 'done';
  if (idVerificationState === 'BANNED') return 'contactUs';
  if (state === 'ID_VERIFICATION_REQUIRED') {
    return idVerificationState === 'DECLINED' ? 'declined' : 'identity';
  }
  return 'details';
}

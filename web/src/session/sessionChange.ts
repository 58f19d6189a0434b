import { commitLocalUpdate, type Environment } from 'react-relay';
import { forgetCustomer } from '../integrations/analyticsIdentity.ts';
import { setCustomerData } from './customerData.ts';
import { clearSession, sessionEndOnThisDevice, storeSession } from './session.ts';

/**
 * A sign-in or a logout changes who every answer in the Relay store was for: the store is marked
 * stale (Relay's own invalidation, not an edit), so the next screen asks the server again instead
 * of showing the previous customer's account.
 */
function forgetAnswers(environment: Environment): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}

/** A sign-in: the session lasts `lifetimeSeconds` from now (`verifyLoginCode`). */
export function startSession(environment: Environment, lifetimeSeconds: number): void {
  storeSession(sessionEndOnThisDevice(lifetimeSeconds));
  forgetAnswers(environment);
  setCustomerData('signed-in');
}

/** Logout (spec §4): the customer is cleared and customer data is marked not loaded. */
export function endSession(environment: Environment): void {
  clearSession();
  forgetAnswers(environment);
  setCustomerData('not-loaded');
  forgetCustomer();
}

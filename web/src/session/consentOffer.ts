/**
 * The consent flag of spec §3 (local storage `show-consent`): after a sign-in, a customer who has
 * not agreed to marketing e-mails is asked once on this device; answering either way stores
 * `false`, so the question does not come back at every sign-in.
 */
const showConsentKey = 'show-consent';

export function shouldOfferConsent(storage: Storage = localStorage): boolean {
  return storage.getItem(showConsentKey) !== 'false';
}

export function consentAnswered(storage: Storage = localStorage): void {
  storage.setItem(showConsentKey, 'false');
}

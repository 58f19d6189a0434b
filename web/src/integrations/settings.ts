/**
 * The integrations' build-time settings (`VITE_*` variables when the bundle is built, see the web
 * README; the error-reporting DSN is read in `errorReporting.ts`). Each integration works without
 * its setting: analytics posts to the gateway, errors go unreported, the contacts offer phone,
 * WhatsApp and e-mail without the chat. Each setting is a constant of its own, so the bundler
 * writes its value where it is read: the contacts' chunk imports no settings chunk, and the chat's
 * loading code falls away from a build without the widget.
 */

/** The customer-messaging widget's app id; empty: no live chat. */
export const messagingAppId: string = import.meta.env.VITE_MESSAGING_APP_ID ?? '';
/** E-mail domain of the operator's staff (analytics flags them); empty: nobody is flagged. */
export const staffEmailDomain: string = import.meta.env.VITE_STAFF_EMAIL_DOMAIN ?? '';
// No default: an invented address could reach a stranger; set it for the deployment.
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL ?? '';

/**
 * The integrations' build-time settings (`VITE_*` variables when the bundle is built, see the web
 * README; the error-reporting DSN is read in `errorReporting.ts`). Each integration works without
 * its setting: analytics posts to the gateway, errors go unreported, contacts are phone, WhatsApp and e-mail instead of the messaging widget.
 */
export const integrationSettings = {
  messagingAppId: import.meta.env.VITE_MESSAGING_APP_ID ?? '',
  staffEmailDomain: import.meta.env.VITE_STAFF_EMAIL_DOMAIN ?? '',
  // No default: an invented address could reach a stranger; set it for the deployment.
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? '',
} as const;

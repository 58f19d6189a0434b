/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** The error-reporting project's DSN; reporting runs only in production and only with one. */
  readonly VITE_ERROR_REPORTING_DSN?: string;
  /** The customer-messaging widget's app id; without one the contacts are phone, WhatsApp, e-mail. */
  readonly VITE_MESSAGING_APP_ID?: string;
  /** E-mail domain of the operator's staff: their analytics events are flagged as staff. */
  readonly VITE_STAFF_EMAIL_DOMAIN?: string;
  /** The guest support e-mail address shown among the contacts. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

/** The version of the build's texts files (`build/localeTexts.ts`). */
declare const __TEXTS_VERSION__: string;

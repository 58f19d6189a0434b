/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The version of the build's texts files (`build/localeTexts.ts`). */
declare const __TEXTS_VERSION__: string;

/**
 * The service worker's runtime caches (`vite.config.ts`, Workbox's `runtimeCaching`): the texts
 * files, and the content-hashed code and files of the screens a guest has used. A drawn page puts
 * its own into them (`delivery/keepForOffline.ts`), so it reads offline after the first visit.
 */
export const runtimeCaches = { locales: 'locales', assets: 'assets' } as const;

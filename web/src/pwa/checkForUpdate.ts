export const updateCheckIntervalMs = 10 * 60 * 1000;

/**
 * Re-fetches the service worker script past every cache and asks the browser to update only when
 * the script answered 200; skipped while offline or while a new worker is already installing.
 */
export async function checkForUpdate(
  swUrl: string,
  registration: ServiceWorkerRegistration,
): Promise<void> {
  if (registration.installing || !navigator.onLine) return;
  const response = await fetch(swUrl, {
    cache: 'no-store',
    headers: { cache: 'no-store', 'cache-control': 'no-cache' },
  });
  if (response.status === 200) await registration.update();
}

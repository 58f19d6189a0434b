import { lazy, Suspense } from 'react';

// The service worker registration (workbox-window) is loaded after the first screen, not with it.
const UpdatePrompt = lazy(async () => ({
  default: (await import('./UpdatePrompt.tsx')).UpdatePrompt,
}));

export function LazyUpdatePrompt() {
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

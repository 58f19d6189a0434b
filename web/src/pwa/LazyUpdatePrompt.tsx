import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../ui/firstScreen.ts';

// The service worker registration (workbox-window) is loaded after the first screen, not with it.
const UpdatePrompt = lazy(async () => ({
  default: (await import('./UpdatePrompt.tsx')).UpdatePrompt,
}));

export function LazyUpdatePrompt() {
  const [firstScreenShown, setFirstScreenShown] = useState(false);
  useEffect(() => {
    void afterFirstScreen().then(() => setFirstScreenShown(true));
  }, []);
  if (!firstScreenShown) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18n } from './i18n/i18n.ts';
import { relayEnvironment } from './relay/environment.ts';
import { routes } from './routes.tsx';

export function App() {
  // Created on mount, not at import, so no loader runs before i18n is initialised.
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </RelayEnvironmentProvider>
  );
}

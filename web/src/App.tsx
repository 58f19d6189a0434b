import { I18nextProvider } from 'react-i18next';
import { type Environment, RelayEnvironmentProvider } from 'react-relay';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { type AppEnvironment, AppEnvironmentContext } from './app/appEnvironment.ts';
import { type Presentation, PresentationContext } from './app/presentation.ts';
import { i18n } from './i18n/i18n.ts';
import { type Freshness, FreshnessContext } from './relay/freshness.ts';

type Props = {
  environment: Environment;
  router: ReturnType<typeof createBrowserRouter>;
  presentation: Presentation;
  appEnvironment: AppEnvironment;
  /** The network's: whether screens show answers kept for offline use. */
  freshness: Freshness;
};

/** Providers only: the environments, router and presentation are made by the caller. */
export function App({ environment, router, presentation, appEnvironment, freshness }: Props) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <I18nextProvider i18n={i18n}>
        <PresentationContext value={presentation}>
          <AppEnvironmentContext value={appEnvironment}>
            <FreshnessContext value={freshness}>
              <RouterProvider router={router} />
            </FreshnessContext>
          </AppEnvironmentContext>
        </PresentationContext>
      </I18nextProvider>
    </RelayEnvironmentProvider>
  );
}

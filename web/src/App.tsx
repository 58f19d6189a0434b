import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Environment, RelayEnvironmentProvider } from 'react-relay';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { type AppEnvironment, AppEnvironmentContext } from './host/appEnvironment.ts';
import { type Presentation, PresentationContext } from './host/presentation.ts';
import { i18n as browserTexts } from './i18n/i18n.ts';
import { type Freshness, FreshnessContext } from './relay/freshness.ts';
import { DrawnFormAnswers, type FormAnswers } from './routing/formAnswer.ts';

type ProviderProps = {
  environment: Environment;
  presentation: Presentation;
  appEnvironment: AppEnvironment;
  /** The network's: whether screens show answers kept for offline use. */
  freshness: Freshness;
  /** The texts in the page's language: the browser's one instance, or a server request's. */
  i18n?: I18n;
  children: ReactNode;
};

/** What every screen reads from context, in the browser and in a server render alike. */
export function AppProviders({
  environment,
  presentation,
  appEnvironment,
  freshness,
  i18n = browserTexts,
  children,
}: ProviderProps) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <I18nextProvider i18n={i18n}>
        <PresentationContext value={presentation}>
          <AppEnvironmentContext value={appEnvironment}>
            <FreshnessContext value={freshness}>{children}</FreshnessContext>
          </AppEnvironmentContext>
        </PresentationContext>
      </I18nextProvider>
    </RelayEnvironmentProvider>
  );
}

type Props = Omit<ProviderProps, 'children' | 'i18n'> & {
  router: ReturnType<typeof createBrowserRouter>;
  /**
   * The environment to switch to once the page has hydrated: a stored override the server could
   * not see (`host/appEnvironment.ts`). The first render draws `appEnvironment`, as the server did.
   */
  appEnvironmentAfterHydration?: AppEnvironment;
  /**
   * Runs once the first render has committed (on a drawn page: once it is hydrated). A change
   * that redraws text, such as the guest's stored language, waits for it: made while React is
   * still taking the page over, it would not match the server's HTML, and React would draw the
   * whole document again from its first props.
   */
  onFirstCommit?: () => void;
  /**
   * What a route's action answered a form the browser posted itself, as the server drew it
   * (`routing/formAnswer.ts`): kept until the guest's first navigation.
   */
  drawnFormAnswers?: FormAnswers | null;
};

/** The browser's app: providers around the router; the environments are made by the caller. */
export function App({
  router,
  appEnvironment,
  appEnvironmentAfterHydration,
  onFirstCommit,
  drawnFormAnswers = null,
  ...providers
}: Props) {
  const [shownEnvironment, setShownEnvironment] = useState(appEnvironment);
  useEffect(() => {
    if (appEnvironmentAfterHydration) setShownEnvironment(appEnvironmentAfterHydration);
  }, [appEnvironmentAfterHydration]);
  // Once only: the callback is the caller's, made for this page.
  const [firstCommit] = useState(() => onFirstCommit);
  useEffect(() => firstCommit?.(), [firstCommit]);
  const [formAnswers, setFormAnswers] = useState(drawnFormAnswers);
  useEffect(() => {
    if (formAnswers === null) return;
    return router.subscribe((state) => {
      if (state.navigation.state !== 'idle') setFormAnswers(null);
    });
  }, [router, formAnswers]);
  return (
    <AppProviders {...providers} appEnvironment={shownEnvironment}>
      <DrawnFormAnswers value={formAnswers}>
        <RouterProvider router={router} />
      </DrawnFormAnswers>
    </AppProviders>
  );
}

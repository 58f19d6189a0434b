import type { Environment } from 'react-relay';
import type { RouteObject } from 'react-router';
import { type AppEnvironment, currentEnvironment } from './host/appEnvironment.ts';
import { currentPresentation, type Presentation } from './host/presentation.ts';
import { accessRoutes } from './routes/Access/accessRoutes.ts';
import { accountRoutes } from './routes/Account/accountRoutes.ts';
import { askRoutes } from './routes/Ask/askRoutes.ts';
import { cancelRoutes } from './routes/Cancel/cancelRoutes.ts';
import { cardRoutes } from './routes/Cards/cardRoutes.ts';
import { changeDatesRoutes } from './routes/ChangeDates/changeDatesRoutes.ts';
import { changeTimeRoutes } from './routes/ChangeTime/changeTimeRoutes.ts';
import { checkInRoutes, onlineCheckInRoutes } from './routes/CheckIn/checkInRoutes.ts';
import { checkOutRoutes } from './routes/CheckOut/checkOutRoutes.ts';
import { errorRoutes } from './routes/Error/errorRoutes.ts';
import { exploreRoutes } from './routes/Explore/exploreRoutes.ts';
import { extrasRoutes } from './routes/Extras/extrasRoutes.ts';
import { locationRoutes } from './routes/Location/locationRoutes.ts';
import { loginRoutes } from './routes/Login/loginRoutes.ts';
import { orderRoutes } from './routes/Order/orderRoutes.ts';
import { payRoutes } from './routes/Pay/payRoutes.ts';
import { planRoutes } from './routes/Plan/planRoutes.ts';
import { productRoutes } from './routes/Products/productRoutes.ts';
import { referralRoutes } from './routes/Referral/referralRoutes.ts';
import { stayAreaRoute } from './routes/Stay/stayAreaRoute.ts';
import { stayRedirectRoutes } from './routes/Stay/stayRedirects.ts';
import { stayRoutes } from './routes/Stay/stayRoutes.ts';
import { sustainabilityRoutes } from './routes/Sustainability/sustainabilityRoutes.ts';
import { testRoutes } from './routes/Test/testRoutes.ts';
import { topLevelRoutes } from './routes/topLevelRoutes.ts';
import { provideRouteContext, type RouteContext } from './routing/routeContext.ts';
import { withRouteTexts } from './routing/routeTexts.ts';
import { collectTabs } from './routing/tabs.ts';
import { browserDevice, type Device } from './session/device.ts';
import { AppLayout } from './shell/AppLayout.tsx';
import { RootErrorScreen, ScreenErrorScreen } from './shell/RootErrorScreen.tsx';
import { LoadingScreen } from './ui/LoadingScreen.tsx';

/**
 * The route table, assembled from each folder's route module. A screen's loader is a lazy module
 * beside it: it downloads with the screen's first chunk (the gateway preloads both with the page)
 * and starts the query while the screen's code is still loading. Loaders read the environment
 * given here from the router's context (`routing/routeContext.ts`). A new area is one line below; a
 * new screen is one entry in its area's module.
 */
export function createRoutes(
  environment: Environment,
  presentation: Presentation = currentPresentation(),
  appEnvironment: AppEnvironment = currentEnvironment(),
  device: Device = browserDevice(),
): RouteObject[] {
  const context: RouteContext = { environment, presentation, appEnvironment, device };
  const children: RouteObject[] = withRouteTexts([
    ...topLevelRoutes(),
    ...checkInRoutes(),
    ...errorRoutes(),
    ...testRoutes(context),
    ...loginRoutes(context),
    ...accountRoutes(),
    stayAreaRoute([
      ...stayRoutes(),
      ...accessRoutes(),
      ...onlineCheckInRoutes(),
      ...extrasRoutes(),
      ...orderRoutes(),
      ...productRoutes(),
      ...cardRoutes(),
      ...payRoutes(),
      ...changeDatesRoutes(),
      ...changeTimeRoutes(),
      ...checkOutRoutes(),
      ...cancelRoutes(),
      ...locationRoutes(),
      ...sustainabilityRoutes(),
      ...exploreRoutes(),
      ...planRoutes(),
      ...askRoutes(context),
      ...referralRoutes(),
      ...stayRedirectRoutes(),
    ]),
  ]);
  return [
    {
      id: 'root',
      middleware: [provideRouteContext(context)],
      element: <AppLayout tabs={collectTabs(children)} />,
      errorElement: <RootErrorScreen />,
      hydrateFallbackElement: <LoadingScreen />,
      // A screen's failure stays inside the shell: header and tabs remain (a pathless layout
      // without an element renders its child screen).
      children: [{ id: 'screens', errorElement: <ScreenErrorScreen />, children }],
    },
  ];
}

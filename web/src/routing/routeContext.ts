import type { Environment } from 'react-relay';
import {
  createContext,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  RouterContextProvider,
} from 'react-router';
import type { AppEnvironment } from '../host/appEnvironment.ts';
import type { Presentation } from '../host/presentation.ts';
import type { Device } from '../session/device.ts';

/**
 * What every route module's factory receives: the app's Relay environment, its presentation, the
 * environment it runs in (production, stage, test, development) and what the guest's device
 * remembers. On the server, one per request (`entry-server.tsx`: the request's own store and
 * cookies); in the browser, one per page.
 */
export type RouteContext = {
  environment: Environment;
  presentation: Presentation;
  appEnvironment: AppEnvironment;
  device: Device;
};

/**
 * The route table's context as react-router hands it to every loader. A lazily loaded loader
 * cannot close over `createRoutes`' arguments: the root route's middleware
 * (`provideRouteContext`) puts them into the router's context in the browser, the server hands
 * them to its static handler (`routerContextOf`), and a loader reads them with
 * `routeContextOf(args)`. A loader run without either throws.
 */
const routeContext = createContext<RouteContext>();

export function provideRouteContext(context: RouteContext): MiddlewareFunction {
  return ({ context: routerContext }) => {
    routerContext.set(routeContext, context);
  };
}

/** The router context a static handler's `query` takes (it runs no middleware of its own). */
export function routerContextOf(context: RouteContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(routeContext, context);
  return provider;
}

export function routeContextOf({ context }: Pick<LoaderFunctionArgs, 'context'>): RouteContext {
  return context.get(routeContext);
}

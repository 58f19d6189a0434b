import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { relayEnvironment } from '../relay/environment.ts';

/** Renders a route tree the way the app does: Relay, i18n (English) and a data router. */
export async function renderRoutes(routes: RouteObject[], initialEntry: string) {
  await initI18n('en-GB');
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </RelayEnvironmentProvider>,
  );
  return { router, ...view };
}

type GraphQLRequest = {
  query?: string;
  operationName?: string;
  variables: Record<string, unknown>;
};

/** Answers the app's POSTs to /graphql with `answer(request)`, recording each request. */
export function answerGraphQL(answer: (request: GraphQLRequest) => unknown) {
  const requests: { body: GraphQLRequest; headers: Headers }[] = [];
  const fetchMock = async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as GraphQLRequest;
    requests.push({ body, headers: new Headers(init.headers) });
    return Response.json(answer(body));
  };
  return { fetchMock, requests };
}

import { fakeWebBuild } from './fake-web-build.ts';

/** What the echoing server entry answers every page with: what the gateway handed it. */
export type Echo = { url: string; sessionExpiresAt: string | null };

/**
 * A web build (`WEB_DIST_DIR`) whose server entry draws every page as the JSON of what the
 * gateway handed the render: the document request's address (its host decides the
 * presentation) and the session's expiry read from the cookie. Probes of what reaches a render.
 */
export function echoingWebBuild(): string {
  return fakeWebBuild(
    'echoing',
    `export async function createPageRenderer() {
  return {
    async render(request, { sessionExpiresAt }) {
      const echo = JSON.stringify({ url: request.url, sessionExpiresAt });
      return { kind: 'page', status: 200, body: Buffer.from(echo), cookies: [], links: '' };
    },
  };
}
`,
  );
}

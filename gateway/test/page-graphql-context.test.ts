import { describe, expect, it } from 'vitest';
import { fakeWebBuild } from './support/fake-web-build.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

/**
 * A web build whose server entry draws a stay page from two GraphQL requests for the same
 * reservation, as a page's route loader and a screen's query would, and answers with both.
 */
function twoQueryWebBuild(): string {
  return fakeWebBuild(
    'two-query',
    `export async function createPageRenderer() {
  const ask = (fetchGraphql, slug, field) =>
    fetchGraphql('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($slug: String!) { reservation(slug: $slug) { ' + field + ' } }',
        variables: { slug },
      }),
    }).then((response) => response.json());
  return {
    async render(request, { fetchGraphql }) {
      const slug = new URL(request.url).searchParams.get('slug');
      const answers = [await ask(fetchGraphql, slug, 'id'), await ask(fetchGraphql, slug, 'slug')];
      return { kind: 'page', status: 200, body: Buffer.from(JSON.stringify(answers)), cookies: [], links: '' };
    },
  };
}
`,
  );
}

describe("a server-drawn page's GraphQL requests", () => {
  const { sandbox, gateway } = useSandboxAndGateway({ env: { WEB_DIST_DIR: twoQueryWebBuild() } });

  const drawStayPage = (slug: string) =>
    gateway().inject({
      method: 'GET',
      url: `/stay?slug=${slug}`,
      headers: { accept: 'text/html', host: 'guest.hotels.test' },
    });
  const reservationReads = (slug: string) =>
    sandbox().calls.filter((call) => call === `GET /check-in/${slug}`).length;

  it('share one context: the reservation is read once for the whole page', async () => {
    const booked = await sandbox().createReservation({ propertyKey: 'helsinki-kas40' });
    sandbox().calls.length = 0;

    const page = await drawStayPage(booked.slug);

    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual([
      { data: { reservation: { id: expect.any(String) } } },
      { data: { reservation: { slug: booked.slug } } },
    ]);
    expect(reservationReads(booked.slug)).toBe(1);
  });

  it("do not share it with another page's", async () => {
    const booked = await sandbox().createReservation({ propertyKey: 'helsinki-kas40' });
    sandbox().calls.length = 0;

    await drawStayPage(booked.slug);
    await drawStayPage(booked.slug);

    expect(reservationReads(booked.slug)).toBe(2);
  });
});

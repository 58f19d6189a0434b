import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestGateway } from './support/gateway.ts';

/** The count and sum of one histogram series in the Prometheus text of `/metrics`. */
function series(metricsText: string, name: string, labels: string): { count: number; sum: number } {
  const read = (suffix: string) => {
    const line = metricsText
      .split('\n')
      .find((entry) => entry.startsWith(`${name}_${suffix}{${labels}}`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  return { count: read('count'), sum: read('sum') };
}

describe('POST /analytics/web-vitals (field speed from guests’ browsers)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    // No core API is called: the endpoint only observes.
    app = await buildTestGateway({ coreApiUrl: 'http://127.0.0.1:9' });
  });
  afterEach(() => app.close());

  const report = (payload: unknown, contentType = 'text/plain;charset=UTF-8') =>
    app.inject({
      method: 'POST',
      url: '/analytics/web-vitals',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const metricsText = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;

  it('observes each metric into its histogram by route pattern, as sendBeacon sends it', async () => {
    const sent = await report({
      route: '/stay/access',
      metrics: [
        { name: 'LCP', value: 1840 },
        { name: 'TTFB', value: 120 },
        { name: 'INP', value: 96 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(sent.statusCode).toBe(204);
    expect(
      (
        await report(
          { route: '/stay/access', metrics: [{ name: 'LCP', value: 2160 }] },
          'application/json',
        )
      ).statusCode,
    ).toBe(204);

    const text = await metricsText();
    expect(series(text, 'web_vitals_seconds', 'metric="LCP",route="/stay/access"')).toEqual({
      count: 2,
      sum: 4,
    });
    expect(series(text, 'web_vitals_seconds', 'metric="TTFB",route="/stay/access"')).toEqual({
      count: 1,
      sum: 0.12,
    });
    expect(series(text, 'web_vitals_seconds', 'metric="INP",route="/stay/access"').count).toBe(1);
    expect(series(text, 'web_vitals_cls', 'route="/stay/access"')).toEqual({ count: 1, sum: 0.02 });
    // 1.84 s falls in the 1.8-2.5 s bucket.
    expect(text).toContain(
      'web_vitals_seconds_bucket{le="1.8",metric="LCP",route="/stay/access"} 0',
    );
    expect(text).toContain(
      'web_vitals_seconds_bucket{le="2.5",metric="LCP",route="/stay/access"} 2',
    );
  });

  it('refuses bodies that are not a report, naming what is wrong, and observes nothing', async () => {
    const refused = async (payload: unknown, contentType?: string, status = 400) => {
      const response = await report(payload, contentType);
      expect(response.statusCode).toBe(status);
      const { errors } = response.json() as {
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(errors[0]?.extensions.code).toBe('BAD_REQUEST');
      return errors[0]?.message;
    };
    // An address in place of a pattern: the slug would be a label.
    expect(
      await refused({
        route: '/stay?slug=b91b0ac64c934c988122',
        metrics: [{ name: 'LCP', value: 1 }],
      }),
    ).toMatch(/route must be a route pattern/);
    expect(
      await refused({ route: '/stay/BK-100001', metrics: [{ name: 'LCP', value: 1 }] }),
    ).toMatch(/route must be a route pattern/);
    expect(await refused({ route: '/stay', metrics: [{ name: 'FID', value: 1 }] })).toMatch(
      /metrics\.0\.name/,
    );
    expect(await refused({ route: '/stay', metrics: [{ name: 'LCP', value: -5 }] })).toMatch(
      /metrics\.0\.value/,
    );
    expect(await refused({ route: '/stay', metrics: [] })).toMatch(/metrics/);
    expect(
      await refused({ route: '/stay', metrics: [{ name: 'LCP', value: 1 }], slug: 'secret' }),
    ).toMatch(/slug/);
    expect(
      await refused({ route: '/stay', metrics: [{ name: 'LCP', value: 1, url: '/stay?slug=x' }] }),
    ).toMatch(/url/);
    expect(await refused('{"route": "/stay",')).toMatch(/not valid JSON/);
    expect(
      await refused(
        { route: '/stay', metrics: [{ name: 'LCP', value: 1 }] },
        'application/xml',
        415,
      ),
    ).toMatch(/media type/);
    expect(await metricsText()).not.toMatch(/web_vitals_seconds_count\{/);
  });

  it('refuses a body over 2 KB and more than 30 reports a minute from one address', async () => {
    const huge = await report({ route: `/${'a'.repeat(3000)}`, metrics: [] });
    expect(huge.statusCode).toBe(413);
    const one = { route: '/stay', metrics: [{ name: 'LCP', value: 900 }] };
    for (let sent = 1; sent < 30; sent += 1) expect((await report(one)).statusCode).toBe(204);
    const limited = await report(one);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
    expect(
      series(await metricsText(), 'web_vitals_seconds', 'metric="LCP",route="/stay"').count,
    ).toBe(29);
  });
});

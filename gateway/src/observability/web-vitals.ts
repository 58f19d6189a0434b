import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { sendRefusal } from '../http/refusals.ts';
import { type GatewayMetrics, webVitalNames } from './metrics.ts';

/** Where the web client sends its page's Core Web Vitals (`web/src/integrations/webVitals.ts`). */
export const webVitalsPath = '/analytics/web-vitals';

/**
 * A route pattern of the web's route table (`/stay/product/:productId`): lowercase words,
 * parameters and `*`. No digit fits, so no slug, booking number or id can become a label.
 */
const routePattern = /^\/(?:(?:[a-z][a-z-]*|:[A-Za-z]+|\*)(?:\/(?:[a-z][a-z-]*|:[A-Za-z]+|\*))*)?$/;

const webVitalsBody = z.strictObject({
  route: z
    .string()
    .max(80)
    .regex(routePattern, 'must be a route pattern such as /stay/product/:productId (no address)'),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(webVitalNames),
        // An hour in milliseconds: nothing a page load measures is longer.
        value: z.number().min(0).max(3_600_000),
      }),
    )
    .min(1)
    .max(webVitalNames.length),
});

/** A page reports once or twice (when it is hidden): a few a minute per address is plenty. */
const reportsPerMinute = 30;

/**
 * Field speed: the web client's page loads report their Core Web Vitals with
 * `navigator.sendBeacon`, which sends its string as `text/plain`; `application/json` is taken
 * too. Each body is checked strictly (every refusal says which field is wrong) and observed into
 * the `web_vitals_*` histograms of `/metrics`, labelled by route pattern and metric only.
 */
async function registerWebVitals(
  app: FastifyInstance,
  { metrics }: { metrics: GatewayMetrics },
): Promise<void> {
  // In a scope of its own, so `text/plain` is read as JSON on this route alone.
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }));
      }
    });
    scope.post(
      webVitalsPath,
      {
        bodyLimit: 2048,
        config: { rateLimit: { max: reportsPerMinute, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const parsed = webVitalsBody.safeParse(request.body);
        if (!parsed.success) {
          return sendRefusal(request, reply, {
            status: 400,
            code: 'BAD_REQUEST',
            message: `The web vitals report is refused: ${parsed.error.issues
              .map((issue) => `${issue.path.join('.') || 'body'} ${issue.message}`)
              .join('; ')}.`,
          });
        }
        for (const metric of parsed.data.metrics) {
          metrics.observeWebVital(metric.name, parsed.data.route, metric.value);
        }
        return reply.code(204).send();
      },
    );
  });
}

/** The web vitals endpoint as a named plugin. */
export const webVitals = fp(registerWebVitals, { name: 'gateway-web-vitals', fastify: '5.x' });

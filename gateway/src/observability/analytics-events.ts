import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the web client's default analytics sink posts its batches (`web/src/integrations/`). */
export const analyticsEventsPath = '/analytics/events';

/** The client sends at most 10 events a batch (spec §9: analytics batches of 10). */
const maxEventsPerBatch = 10;

/**
 * Properties that say what happened and where, never who: the log keeps these and drops every
 * other one, so an e-mail, a name, a slug or a user id a client sends never reaches it.
 */
const loggedProperties = new Set([
  'path',
  'category',
  'product_id',
  'product_type',
  'currency',
  'value',
  'price',
  'quantity',
  'count',
  'start_date',
  'end_date',
  'nights',
  'adults',
  'children',
  'guests',
  'property_name',
  'property_city',
  'presentation',
  'locale',
]);

type AnalyticsEvent = {
  type: 'track' | 'page' | 'identify' | 'group';
  event?: string;
  staff?: boolean;
  properties?: Record<string, unknown>;
};

const eventSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['track', 'page', 'identify', 'group'] },
    event: { type: 'string', maxLength: 64 },
    staff: { type: 'boolean' },
    properties: { type: 'object', maxProperties: 40 },
    sentAt: { type: 'string', maxLength: 40 },
  },
} as const;

/**
 * The default analytics sink: takes the web client's batches and writes one log line per event,
 * without personal data. A deployment with an analytics vendor swaps the client's sink instead.
 */
export async function registerAnalyticsEvents(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { events: AnalyticsEvent[] } }>(
    analyticsEventsPath,
    {
      bodyLimit: 32 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['events'],
          additionalProperties: false,
          properties: {
            events: { type: 'array', minItems: 1, maxItems: maxEventsPerBatch, items: eventSchema },
          },
        },
        response: { 202: { type: 'null' } },
      },
    },
    async (request, reply) => {
      for (const event of request.body.events) {
        request.log.info(
          {
            analytics: {
              type: event.type,
              ...(event.event === undefined ? {} : { event: event.event }),
              staff: event.staff === true,
              properties: withoutPersonalData(event.properties ?? {}),
            },
          },
          'analytics event',
        );
      }
      return reply.code(202).send();
    },
  );
}

/** Only the allowed keys, and only plain values (a nested object could carry anything). */
export function withoutPersonalData(properties: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (!loggedProperties.has(key)) continue;
    if (typeof value === 'number' || typeof value === 'boolean') kept[key] = value;
    // A path keeps no query: `?slug=` is the stay's credential.
    else if (typeof value === 'string')
      kept[key] = (key === 'path' ? (value.split(/[?#]/)[0] ?? '') : value).slice(0, 120);
  }
  return kept;
}

/** The analytics sink as a named plugin. */
export const analyticsEvents = fp(registerAnalyticsEvents, {
  name: 'gateway-analytics-events',
  fastify: '5.x',
});

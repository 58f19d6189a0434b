import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseExpand } from '../../domain/expand.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { presentReward } from '../../presenters/account.ts';
import { presentCustomer, presentReservationSummary } from '../../presenters/reservation.ts';
import {
  findCustomer,
  findFutureRewards,
  findStatistics,
  giveMarketingConsent,
  listCustomerReservations,
} from '../../repositories/customers.ts';
import {
  BearerHeaders,
  bearerSecurity,
  CustomerIdParams,
  CustomerPatch,
  CustomerStatistics,
  customerExpansions,
  ReservationListItem,
  ReservationListQuery,
  type ReservationListStatus,
  Reward,
  reservationListExpansions,
} from '../../schemas/account.ts';
import { Envelope, errorResponses, NameList } from '../../schemas/common.ts';
import { Customer } from '../../schemas/customer.ts';
import { readNameList } from '../name-lists.ts';

const tags = ['customers'];
const authErrors = errorResponses(400, 401);

/** The signed-in customer's account: profile, consent, statistics, rewards, reservations. */
export const customerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireCustomer);

  async function loadCustomer(customerId: string) {
    const found = await findCustomer(fastify.db, customerId);
    // The token was checked a moment ago; a reset in between removes the customer.
    if (!found) throw unauthorized('UNKNOWN_CUSTOMER', 'The access token names no known customer');
    return found;
  }

  fastify.get(
    '/customers',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The signed-in customer, as a one-entry list',
        headers: BearerHeaders,
        querystring: Type.Object({ $expand: NameList(customerExpansions, 'Comma-separated') }),
        response: { 200: Envelope(Type.Array(Customer)), ...authErrors },
      },
      preValidation: readNameList('$expand', (raw) => parseExpand(raw, customerExpansions)),
    },
    async (request) => {
      const expand = parseExpand(request.query.$expand, customerExpansions);
      const { customer, referralVoucherCodes } = await loadCustomer(request.customerId);
      const codes = expand.has('referralVoucherCodes') ? referralVoucherCodes : undefined;
      return { data: [presentCustomer(customer, codes)] };
    },
  );

  fastify.patch(
    '/customers/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Give marketing consent (adds send-marketing-emails to options)',
        headers: BearerHeaders,
        params: CustomerIdParams,
        body: CustomerPatch,
        response: { 200: Envelope(Customer), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      if (request.params.id !== request.customerId) {
        throw forbidden('NOT_YOUR_CUSTOMER', 'A customer can change only their own account');
      }
      await giveMarketingConsent(fastify.db, request.customerId);
      const { customer } = await loadCustomer(request.customerId);
      return { data: presentCustomer(customer, undefined) };
    },
  );

  fastify.get(
    '/customer-statistics',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Nights stayed and properties visited of the signed-in customer',
        headers: BearerHeaders,
        response: { 200: Envelope(CustomerStatistics), ...authErrors },
      },
    },
    async (request) => {
      const statistics = await findStatistics(fastify.db, request.customerId);
      return { data: statistics ?? { nightsStayed: 0, propertiesVisited: 0, propertiesTotal: 0 } };
    },
  );

  fastify.get(
    '/future-customer-rewards',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Loyalty rewards of the signed-in customer (every type; the gateway filters)',
        description:
          'Empty until the customer has at least two stays (spec §5). `newStructure=true` is the only structure the sandbox answers.',
        headers: BearerHeaders,
        querystring: Type.Object({ newStructure: Type.Optional(Type.Boolean()) }),
        response: { 200: Envelope(Type.Array(Reward)), ...authErrors },
      },
    },
    async (request) => {
      const rewards = await findFutureRewards(fastify.db, request.customerId);
      return { data: rewards.map(presentReward) };
    },
  );

  fastify.get(
    '/reservations',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in customer's reservations, filtered by status and departure",
        headers: BearerHeaders,
        querystring: ReservationListQuery,
        response: { 200: Envelope(Type.Array(ReservationListItem)), ...authErrors },
      },
      preValidation: readNameList('$expand', (raw) => parseExpand(raw, reservationListExpansions)),
    },
    async (request) => {
      const expand = parseExpand(request.query.$expand, reservationListExpansions);
      const { status } = request.query;
      const since = request.query['endDate[gte]'];
      const lookups = await listCustomerReservations(
        fastify.db,
        request.customerId,
        {
          statuses: status ? new Set(status.split(',') as ReservationListStatus[]) : null,
          endingAtOrAfter: since ? new Date(since) : null,
        },
        fastify.clock.now(),
      );
      return {
        data: lookups.map((lookup) => {
          const { property, propertyUnitCategory, ...summary } = presentReservationSummary(lookup);
          return {
            ...summary,
            ...(expand.has('property') ? { property } : {}),
            ...(expand.has('propertyUnitCategory') ? { propertyUnitCategory } : {}),
          };
        }),
      };
    },
  );
};

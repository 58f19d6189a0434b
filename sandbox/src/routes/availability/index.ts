import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  bookingHorizonDays,
  calendarDateRule,
  isCalendarDate,
} from '../../domain/calendar-date.ts';
import { requestedLanguage } from '../../domain/language.ts';
import { toMajor } from '../../domain/money.ts';
import { invoicePayableFromNights, quoteRates } from '../../domain/rates.ts';
import { addDays, localDateOf, nightsBetween, zonedInstant } from '../../domain/time.ts';
import { unitDateOptions } from '../../domain/unit-dates.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { presentUnitCategory } from '../../presenters/catalogue.ts';
import { presentProperty } from '../../presenters/property.ts';
import {
  countFreeUnits,
  findStayById,
  findVoucher,
  type Stay,
  unitOccupancy,
} from '../../repositories/availability.ts';
import { findProperty, findUnitCategory } from '../../repositories/catalogue.ts';
import {
  CategoryAvailability,
  CategoryAvailabilityQuery,
  ProductAvailability,
  ProductAvailabilityParams,
  ReservationIdQuery,
  UnitAvailabilityDate,
} from '../../schemas/availability.ts';
import { Envelope, errorResponses, LanguageHeaders } from '../../schemas/common.ts';
import { productAvailability } from './product-availability.ts';

const tags = ['availability'];
/** The longest stay the booking engine quotes. */
const maxNightsPerStay = 90;

export const availabilityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  async function requireStay(reservationId: string): Promise<Stay> {
    const stay = await findStayById(fastify.db, reservationId);
    if (!stay) {
      throw notFound(
        'RESERVATION_NOT_FOUND',
        `No reservation with id '${reservationId}'`,
        'reservationId',
      );
    }
    if (stay.reservation.status === 'canceled') {
      throw conflict('RESERVATION_CANCELED', 'The reservation is cancelled', 'reservationId');
    }
    return stay;
  }

  fastify.get(
    '/product-availability/:productTypeOrId',
    {
      schema: {
        tags,
        summary: 'When and at what price a product can be ordered for a reservation',
        params: ProductAvailabilityParams,
        querystring: ReservationIdQuery,
        headers: LanguageHeaders,
        response: { 200: Envelope(ProductAvailability), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const stay = await requireStay(request.query.reservationId);
      return {
        data: await productAvailability(
          fastify.db,
          stay,
          request.params.productTypeOrId,
          fastify.clock.now(),
          requestedLanguage(request.headers['x-language-code']),
        ),
      };
    },
  );

  fastify.get(
    '/property-unit-availability',
    {
      schema: {
        tags,
        summary: 'Arrival and departure dates (with time windows) the guest’s unit allows',
        querystring: ReservationIdQuery,
        headers: LanguageHeaders,
        response: {
          200: Envelope(Type.Array(UnitAvailabilityDate)),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => {
      const { reservation, property, unit } = await requireStay(request.query.reservationId);
      const occupied = await unitOccupancy(fastify.db, unit.id, reservation.id);
      const today = localDateOf(fastify.clock.now(), property.timeZone);
      if (reservation.checkedOutAt !== null || reservation.endDate < today) return { data: [] };
      return { data: unitDateOptions(reservation, occupied, today, property) };
    },
  );

  fastify.get(
    '/property-unit-category-availability',
    {
      schema: {
        tags,
        summary: 'Rates and availability of a unit category for dates and guests',
        querystring: CategoryAvailabilityQuery,
        headers: LanguageHeaders,
        response: { 200: Envelope(CategoryAvailability), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const found = await findUnitCategory(
        fastify.db,
        query.propertyUnitCategoryId,
        requestedLanguage(request.headers['x-language-code']),
      );
      if (!found) {
        throw notFound(
          'UNIT_CATEGORY_NOT_FOUND',
          `No unit category with id '${query.propertyUnitCategoryId}'`,
          'propertyUnitCategoryId',
        );
      }
      for (const field of ['startDateLocal', 'endDateLocal'] as const) {
        if (!isCalendarDate(query[field])) {
          throw badRequest('INVALID_DATE', `'${query[field]}' is not ${calendarDateRule}`, field);
        }
      }
      const property = await findProperty(fastify.db, found.category.propertyId);
      if (!property) throw new Error(`Category ${found.category.id} has no property`);
      const today = localDateOf(fastify.clock.now(), property.timeZone);
      if (query.startDateLocal < today) {
        throw badRequest('DATE_IN_PAST', 'Arrival cannot be in the past', 'startDateLocal');
      }
      if (query.startDateLocal > addDays(today, bookingHorizonDays)) {
        throw badRequest(
          'DATE_TOO_FAR',
          `Arrival can be at most ${bookingHorizonDays} days ahead`,
          'startDateLocal',
        );
      }
      const nights = nightsBetween(query.startDateLocal, query.endDateLocal);
      if (nights < 1) {
        throw badRequest('INVALID_DATE_RANGE', 'Departure must be after arrival', 'endDateLocal');
      }
      if (nights > maxNightsPerStay) {
        throw badRequest(
          'STAY_TOO_LONG',
          `A stay is at most ${maxNightsPerStay} nights`,
          'endDateLocal',
        );
      }
      let voucherDiscountPercent: number | null = null;
      if (query.voucherCode !== undefined) {
        const voucher = await findVoucher(fastify.db, query.voucherCode);
        if (!voucher || (voucher.validUntil !== null && voucher.validUntil < today)) {
          throw badRequest(
            'INVALID_VOUCHER_CODE',
            `Voucher code '${query.voucherCode}' is unknown or expired`,
            'voucherCode',
          );
        }
        voucherDiscountPercent = voucher.discountPercent;
      }
      const guests = query.adultCount + (query.childrenCount ?? 0);
      const freeUnits = await countFreeUnits(
        fastify.db,
        found.category.id,
        query.startDateLocal,
        query.endDateLocal,
      );
      const rates = quoteRates({
        nightlyRateMinor: found.category.nightlyRateMinor,
        nights,
        vatPercent: found.category.vatPercent,
        voucherDiscountPercent,
      });
      return {
        data: {
          rates: rates.map((rate) => ({
            id: rate.id,
            name: rate.name,
            description: rate.description,
            totalPrice: toMajor(rate.totalPriceMinor),
            nightsTotal: nights,
            pricePerNight: toMajor(rate.pricePerNightMinor),
            discountPricePerNight:
              rate.discountPricePerNightMinor === null
                ? null
                : toMajor(rate.discountPricePerNightMinor),
            vatAmount: toMajor(rate.vatAmountMinor),
            isPrivate: voucherDiscountPercent !== null,
          })),
          currencyCode: property.currencyCode,
          category: presentUnitCategory(found.category, found.images),
          property: presentProperty(property),
          startDate: zonedInstant(
            query.startDateLocal,
            property.checkInTime,
            property.timeZone,
          ).toISOString(),
          endDate: zonedInstant(
            query.endDateLocal,
            property.checkOutTime,
            property.timeZone,
          ).toISOString(),
          isInvoicePayable: nights >= invoicePayableFromNights,
          isAvailable: guests <= found.category.capacity && freeUnits > 0,
          pciProxyPublicKey: property.pciProxyPublicKey,
        },
      };
    },
  );
};

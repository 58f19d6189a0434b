import type { ExtensionOptionDto, OrderLineInput } from '../../upstream/dto.ts';
import { localDateOf, wallClockInstant } from '../time.ts';
import {
  firstNightFrom,
  isBoughtOnce,
  isDailyProduct,
  type OfferInput,
  orderableDays,
  orderedDays,
  type ProductOffer,
} from './offers.ts';

/** Why an order line would be refused, with the line's field: the mutation's argument path. */
export type LineRefusal = {
  code: 'PRODUCT_NOT_ORDERABLE' | 'ALREADY_ORDERED' | 'BAD_USER_INPUT' | 'DATES_NOT_AVAILABLE';
  /** The line's field, as the core API names it (`productId`, `consumptionDate`, ...). */
  field: 'productId' | 'consumptionDate' | 'consumptionEndDate';
  index: number;
};

/**
 * The stay extension's choices as the core API answers them for the stay now (its unit's free
 * nights after the departure): an extension line is taken only to a new departure it offers.
 */
export type ExtensionChoices = readonly Pick<ExtensionOptionDto, 'endDate' | 'isAvailable'>[];

const timeslotTypes: ReadonlySet<string> = new Set([
  'early-check-in',
  'late-check-out',
  'mid-stay-cleaning',
]);

/**
 * The first line of an order the stay would refuse, before the core API is asked (it refuses the
 * same: sandbox `placeProductOrder`): a product not on offer now, one bought already (or twice in
 * the order) that is bought once, a day of a daily product not on sale or already ordered, a
 * timeslot that has begun, a stay extension to a new departure the unit is not free until (given
 * the extension's choices). Undefined when every line can be ordered.
 */
export function orderLineRefusal(
  offers: readonly ProductOffer[],
  lines: readonly OrderLineInput[],
  stay: OfferInput,
  extensionChoices?: ExtensionChoices,
): LineRefusal | undefined {
  const inOrder = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const offer = offers.find((candidate) => candidate.product.id === line.productId);
    const refuse = (code: LineRefusal['code'], field: LineRefusal['field']) => ({
      code,
      field,
      index,
    });
    if (!offer) return refuse('PRODUCT_NOT_ORDERABLE', 'productId');
    const { product } = offer;
    // What the stay has already is said first: a repeated order is that, whatever else holds.
    if (isBoughtOnce(product)) {
      if (offer.bought.length > 0 || inOrder.has(product.id)) {
        return refuse('ALREADY_ORDERED', 'productId');
      }
      inOrder.add(product.id);
    }
    const day = isDailyProduct(product) ? consumptionDay(line, stay) : undefined;
    if (day !== undefined) {
      const key = `${product.id} ${day}`;
      if (inOrder.has(key) || orderedDays(product, stay).has(day)) {
        return refuse('ALREADY_ORDERED', 'consumptionDate');
      }
      inOrder.add(key);
    }
    if (offer.state !== 'OFFERED') return refuse('PRODUCT_NOT_ORDERABLE', 'productId');
    if (day !== undefined && !orderableDays(product, stay).includes(day)) {
      return refuse('BAD_USER_INPUT', 'consumptionDate');
    }
    if (
      product.type === 'reservation-extension-request' &&
      extensionChoices &&
      !isExtensionOffered(line, extensionChoices)
    ) {
      return refuse('DATES_NOT_AVAILABLE', 'consumptionEndDate');
    }
    if (timeslotTypes.has(product.type ?? '') && line.consumptionDate) {
      if (Date.parse(line.consumptionDate) <= stay.now.getTime()) {
        return refuse('BAD_USER_INPUT', 'consumptionDate');
      }
    }
  }
  return undefined;
}

/** An extension line's new departure is one of the choices the unit is free until. */
function isExtensionOffered(line: OrderLineInput, choices: ExtensionChoices): boolean {
  const newDeparture = line.consumptionEndDate?.slice(0, 10);
  return choices.some((choice) => choice.isAvailable && choice.endDate === newDeparture);
}

/** A line's day: as given, or by default the arrival day, or today once the stay has begun. */
function consumptionDay(line: OrderLineInput, stay: OfferInput): string {
  if (line.consumptionDate) return localDateOf(line.consumptionDate, stay.timeZone);
  return firstNightFrom(stay, localDateOf(stay.now, stay.timeZone));
}

/**
 * Why a request (the airport transfer) for this local date and time would be refused for notice
 * (`noticeMinutes` ahead of now, as the core API refuses it), or undefined.
 */
export function requestNoticeRefusal(
  noticeMinutes: number | null | undefined,
  request: { date: string; time: string },
  now: Date,
  timeZone: string,
): 'TOO_SHORT_NOTICE' | undefined {
  if (!noticeMinutes) return undefined;
  const [hours = 0, minutes = 0] = request.time.split(':').map(Number);
  const at = wallClockInstant(request.date, hours, minutes, timeZone);
  return at.getTime() < now.getTime() + noticeMinutes * 60_000 ? 'TOO_SHORT_NOTICE' : undefined;
}

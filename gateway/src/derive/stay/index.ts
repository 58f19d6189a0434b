/**
 * The stay as a state machine, written down once. For a reservation as the core API answers it
 * and an instant: where the stay stands, when the guest may come in and must leave (bought times
 * included), when each door opens, what it has bought, what it still owes, and what it can buy
 * now and at what price. Every screen field and every mutation of a stay reads `stayAt`; none
 * derives a rule of its own. The core API enforces the same rules (the sandbox's
 * `domain/product-rules.ts`), and the generated journeys (`test/journeys/`) hold the two to each
 * other through random sequences of purchases, changes and clock moves.
 */
import type {
  OrderItemDto,
  OrderLineInput,
  ProductDto,
  PropertyKeyDto,
  ReservationDto,
} from '../../upstream/dto.ts';
import { amountMinorOf, moneyOf } from '../money.ts';
import { localDateOf } from '../time.ts';
import { type DateChangeQuote, dateChangeQuoteOf, type UnitDateOption } from './date-change.ts';
import { type KeyState, type KeyWindow, keyStateOf, keyWindowOf } from './keys.ts';
import { nextChangeOf } from './next-change.ts';
import {
  availableProducts,
  bestOffer,
  listedOrderItemStatuses,
  type OfferInput,
  type ProductOffer,
  productOfferOf,
} from './offers.ts';
import {
  type ExtensionChoices,
  type LineRefusal,
  orderLineRefusal,
  requestNoticeRefusal,
} from './order-lines.ts';
import {
  type AccessAfterCheckOut,
  accessAfterCheckOutOf,
  buildingClosingOn,
  isCheckOutAvailable,
  isOpenForOrders,
  orderRefusalOf,
  pageStateOf,
  type ReservationPageState,
  type StayStage,
  stayFlagsOf,
  stayStageOf,
} from './stage.ts';
import { type StayTimes, stayTimesOf } from './times.ts';

export type {
  DateChangeQuote,
  DateChangeRefusal,
  DateChangeSettlement,
} from './date-change.ts';
export type { KeyState, KeyUnavailability, KeyWindow } from './keys.ts';
export {
  isElevatorKey,
  keyAsShown,
  keyUnavailabilityOf,
  remoteAccessRefusalOf,
} from './keys.ts';
export type { ProductOffer, ProductOfferState } from './offers.ts';
export { availableProducts, isBoughtOnce, listedOrderItems } from './offers.ts';
export type { ExtensionChoices, LineRefusal } from './order-lines.ts';
export type { AccessAfterCheckOut, ReservationPageState, StayStage } from './stage.ts';
export { accessAfterCheckOutOf, stayStageOf } from './stage.ts';
export type { StayTimeChange, StayTimes, TimeProductType } from './times.ts';
export { stayTimeChangesOf, timeslotOrderLine } from './times.ts';

/**
 * The one thing a guest should do next, in the order a stay needs them: check in online (no
 * code without it), pay (no code without it either), come in, check out on the departure day.
 * `NONE` when nothing is asked of the guest (in the middle of the stay, or once it is over).
 */
export type StayStep = 'CHECK_IN_ONLINE' | 'PAY' | 'ARRIVE' | 'CHECK_OUT' | 'NONE';

export type Stay = {
  now: Date;
  timeZone: string;
  stage: StayStage;
  pageState: ReservationPageState;
  isOpenForOrders: boolean;
  /** Why an order would be refused (before asking the core API), or undefined. */
  orderRefusal: 'STAY_CANCELLED' | 'STAY_ENDED' | undefined;
  /** The guest's arrival time (a bought early check-in's, else the standard) has come. */
  hasStarted: boolean;
  isCheckOutAvailable: boolean;
  /** The departure day, not checked out, and its departure time (bought or standard) has passed. */
  isPastDepartureTime: boolean;
  times: StayTimes;
  accessAfterCheckOut: AccessAfterCheckOut | null;
  isCheckInCompleted: boolean;
  isPaid: boolean;
  /** What the guest still owes for the stay (major units, `currencyCode`); null when paid. */
  balanceDue: number | null;
  /**
   * The stay owes a balance the guest can pay now in the app: unpaid, neither cancelled nor over,
   * at a property that takes such payments (else the guest pays at the property).
   */
  isBalancePayableInApp: boolean;
  currencyCode: string;
  /**
   * Whether the stay's secrets (door codes, the Wi-Fi password) may be shown at all: paid, and
   * neither cancelled nor over. The codes have their own window on top (`keyWindow`).
   */
  showsSecrets: boolean;
  nextStep: StayStep;
  /**
   * The next instant at which the stay changes by the clock alone (its stage, times, offers or
   * keys); null once it is cancelled or over.
   */
  nextChangeAt: string | null;
  /** The window a key of the stay opens in, as the core API enforces it. */
  keyWindow(key: Pick<PropertyKeyDto, 'type'>): KeyWindow;
  /** Whether a key of the stay opens now, and if not why (the core API's `errorCode`). */
  keyState(key: Pick<PropertyKeyDto, 'type'>): KeyState;
  /** The offer of each product the property sells (spec §5: the available ones). */
  offers(): ProductOffer[];
  /** The offer of a kind of product (upstream spelling). */
  offerOfType(productType: string): ProductOffer | { state: 'NOT_OFFERED_HERE'; product: null };
  /** The products the stay can buy now: each one's offer is `OFFERED`. */
  offeredProducts(): ProductDto[];
  /** The items of the stay the core API lists (pending, processed, confirmed, delivered). */
  liveItems: OrderItemDto[];
  /**
   * The first line of an order the stay would refuse (the core API refuses the same); a stay
   * extension's line is held to `extensionChoices` when given (the core API's answer for now).
   */
  orderLineRefusal(
    lines: readonly OrderLineInput[],
    extensionChoices?: ExtensionChoices,
  ): LineRefusal | undefined;
  /**
   * What moving the stay to these local dates costs, how it is settled, or why it cannot; the
   * unit's free days are the core API's unit availability of this stay.
   */
  dateChangeQuote(
    dates: { startDate: string; endDate: string },
    unitDates: readonly UnitDateOption[],
  ): DateChangeQuote;
  /** Why a request (the transfer) for this local date and time is too soon, or undefined. */
  requestNoticeRefusal(
    noticeMinutes: number | null | undefined,
    request: { date: string; time: string },
  ): 'TOO_SHORT_NOTICE' | undefined;
};

/**
 * A stay is evaluated once per reservation answer: the fields of one query and the checks of one
 * mutation then agree on the instant. An answer lives for one request; should one be read again
 * more than a second later, it is evaluated again.
 *
 * The evaluation is kept on the answer itself rather than in a WeakMap keyed by it: V8's
 * young-generation collections keep every WeakMap value alive until the next full collection,
 * so each request's stay, and the answer it reads, would outlive the request by seconds
 * (gateway/README.md, "What a request leaves behind").
 */
const evaluatedStay = Symbol('the stay evaluated from this answer');
const reuseWithinMs = 1_000;

type EvaluatedAnswer = ReservationDto & { [evaluatedStay]?: Stay };

/** The stay of `reservation` at `now` (see the module's comment). */
export function stayAt(reservation: ReservationDto, now: Date): Stay {
  const answer = reservation as EvaluatedAnswer;
  const known = answer[evaluatedStay];
  if (known && Math.abs(known.now.getTime() - now.getTime()) <= reuseWithinMs) return known;
  const stay = evaluate(reservation, now);
  // Not enumerable: the answer still reads, logs and serialises as the core API sent it.
  Object.defineProperty(answer, evaluatedStay, { value: stay, writable: true, configurable: true });
  return stay;
}

function evaluate(reservation: ReservationDto, now: Date): Stay {
  const flags = stayFlagsOf(reservation, now);
  const { timeZone } = flags;
  const stage = stayStageOf(flags);
  const startDateLocal = reservation.startDateLocal ?? localDateOf(reservation.startDate, timeZone);
  const endDateLocal = reservation.endDateLocal ?? localDateOf(reservation.endDate, timeZone);
  const orderItems = reservation.orderItems ?? [];
  const times = stayTimesOf({
    orderItems,
    products: reservation.products ?? [],
    startDate: reservation.startDate,
    endDate: reservation.endDate,
    startDateLocal,
    endDateLocal,
    timeZone,
  });
  const at = now.getTime();
  const hasStarted = at >= Date.parse(times.arrival);
  const accessAfterCheckOut = accessAfterCheckOutOf(reservation.checkOutDate, timeZone);
  const isCheckInCompleted = reservation.checkInState === 'check-in-completed';
  // An answer that does not say is taken as paid: only a stay the core API marks unpaid owes.
  const isPaid = reservation.isPaid !== false;
  const currencyCode = reservation.currencyCode ?? reservation.property?.currencyCode ?? 'EUR';
  const closed = stage === 'CANCELLED' || stage === 'ENDED' || stage === 'CHECKED_OUT';
  const isPastDepartureTime = stage === 'DEPARTURE_DAY' && at >= Date.parse(times.departure);
  const offerInput: OfferInput = {
    now,
    isOpenForOrders: isOpenForOrders(stage),
    timeZone,
    startDateLocal,
    endDateLocal,
    times,
    orderItems,
  };
  let offers: ProductOffer[] | undefined;
  const allOffers = () => {
    offers ??= availableProducts(reservation.products).map((product) =>
      productOfferOf(product, offerInput),
    );
    return offers;
  };
  const buildingUntil = buildingClosingOn(new Date(reservation.endDate), timeZone).toISOString();
  return {
    now,
    timeZone,
    stage,
    pageState: pageStateOf(stage),
    isOpenForOrders: isOpenForOrders(stage),
    orderRefusal: orderRefusalOf(stage),
    hasStarted,
    isCheckOutAvailable: isCheckOutAvailable(flags),
    isPastDepartureTime,
    times,
    accessAfterCheckOut,
    isCheckInCompleted,
    isPaid,
    balanceDue: isPaid ? null : (reservation.totalPrice ?? null),
    isBalancePayableInApp:
      !isPaid &&
      !closed &&
      reservation.totalPrice != null &&
      reservation.property?.acceptsAppPayments !== false,
    currencyCode,
    showsSecrets: isPaid && stage !== 'CANCELLED' && stage !== 'ENDED',
    nextStep: closed
      ? 'NONE'
      : !isCheckInCompleted
        ? at < Date.parse(times.departure)
          ? 'CHECK_IN_ONLINE'
          : 'NONE'
        : !isPaid
          ? 'PAY'
          : stage === 'DEPARTURE_DAY'
            ? 'CHECK_OUT'
            : hasStarted
              ? 'NONE'
              : 'ARRIVE',
    nextChangeAt: nextChangeOf(reservation, { now, stage, timeZone, times, accessAfterCheckOut }),
    keyWindow: (key) =>
      keyWindowOf(
        key,
        { arrival: times.arrival, departure: times.departure, buildingUntil },
        accessAfterCheckOut,
      ),
    keyState: (key) =>
      keyStateOf(
        keyWindowOf(
          key,
          { arrival: times.arrival, departure: times.departure, buildingUntil },
          accessAfterCheckOut,
        ),
        { isCancelled: stage === 'CANCELLED', isPaid, isCheckInCompleted },
        now,
      ),
    offers: allOffers,
    offerOfType: (productType) =>
      bestOffer(allOffers().filter((offer) => offer.product.type === productType)),
    offeredProducts: () =>
      allOffers()
        .filter((offer) => offer.state === 'OFFERED')
        .map((offer) => offer.product),
    liveItems: orderItems.filter((item) => listedOrderItemStatuses.has(item.status)),
    orderLineRefusal: (lines, extensionChoices) =>
      orderLineRefusal(allOffers(), lines, offerInput, extensionChoices),
    dateChangeQuote: (dates, unitDates) =>
      dateChangeQuoteOf(
        {
          today: localDateOf(now, timeZone),
          startDateLocal,
          endDateLocal,
          totalMinor: amountMinorOf(moneyOf(reservation.totalPrice ?? 0, currencyCode)),
          orderRefusal: orderRefusalOf(stage),
          isPaid,
          hasCard: reservation.creditCard != null,
          takesAppPayments: reservation.property?.acceptsAppPayments !== false,
          unitDates,
        },
        dates,
      ),
    requestNoticeRefusal: (noticeMinutes, request) =>
      requestNoticeRefusal(noticeMinutes, request, now, timeZone),
  };
}

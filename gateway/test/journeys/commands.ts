import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { toUpstreamEnum } from '../../src/derive/enums.ts';
import type { Stay } from '../../src/derive/stay/index.ts';
import type { OrderLineInput } from '../../src/upstream/dto.ts';
import { checkInvariants, expectThat, type Journal, truthOf } from './invariants.ts';
import { type CoreStay, coreCall, gql, type JourneySystem, setCoreClock } from './system.ts';

// The steps of a journey, as a guest takes them: move the clock, buy each kind of product (what
// is offered, and what is not), change a bought time, change the dates, add a card, pay the
// balance, check in online, check out, cancel. Each step states what must happen given the stay's truth before it
// (derive/stay on the core API's answer), does it through the gateway, and then every invariant
// is checked (invariants.ts).

export type Real = { system: JourneySystem; journal: Journal };
type Model = { steps: number };

abstract class Step implements fc.AsyncCommand<Model, Real> {
  readonly screenPick: number;
  constructor(screenPick: number) {
    this.screenPick = screenPick;
  }
  check(): boolean {
    return true;
  }
  abstract describe(): string;
  abstract act(real: Real, before: Awaited<ReturnType<typeof truthOf>>): Promise<void>;
  async run(model: Model, real: Real): Promise<void> {
    model.steps += 1;
    real.journal.steps.push(this.describe());
    const before = await truthOf(real.system, real.journal.slug);
    await this.act(real, before);
    await checkInvariants(real.system, real.journal, this.screenPick);
  }
  toString(): string {
    return this.describe();
  }
}

const check = (real: Real, condition: boolean, message: () => string) =>
  expectThat(real.journal, condition, message);

/** What the journeys did, counted (`buy BREAKFAST: ordered`), for the run's report. */
export const outcomes = new Map<string, number>();
const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

// ---------------------------------------------------------------------------------------------
// The clock.

/** Instants the stay changes at, in the property's time: a step moves the clock to one. */
export const clockTargets = [
  'standard-arrival',
  'arrival',
  'standard-departure',
  'departure',
  'next-midnight',
  'next-20h',
  'next-16h',
  'building-closes',
  'after-check-out',
  'hours',
] as const;
type ClockTarget = (typeof clockTargets)[number];

function localNext(now: Date, timeZone: string, hour: number): Date {
  // The next instant the zone's wall clock shows `hour`:00, found by stepping whole minutes.
  const parts = (at: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  let at = new Date(Math.ceil((now.getTime() + 1) / 60_000) * 60_000);
  for (let steps = 0; steps < 26 * 60; steps++) {
    if (parts(at) === `${String(hour).padStart(2, '0')}:00`) return at;
    at = new Date(at.getTime() + 60_000);
  }
  return at;
}

function targetOf(target: ClockTarget, truth: Stay, hours: number): Date | null {
  const at = (instant: string | null | undefined) => (instant ? new Date(instant) : null);
  switch (target) {
    case 'standard-arrival':
      return at(truth.times.standardArrival);
    case 'arrival':
      return at(truth.times.arrival);
    case 'standard-departure':
      return at(truth.times.standardDeparture);
    case 'departure':
      return at(truth.times.departure);
    case 'next-midnight':
      return localNext(truth.now, truth.timeZone, 0);
    case 'next-20h':
      return localNext(truth.now, truth.timeZone, 20);
    case 'next-16h':
      return localNext(truth.now, truth.timeZone, 16);
    case 'building-closes':
      return at(truth.keyWindow({ type: 'entrance' }).validTo);
    case 'after-check-out':
      return at(truth.accessAfterCheckOut?.unitUntil);
    case 'hours':
      return new Date(truth.now.getTime() + hours * 3_600_000);
  }
}

export class MoveClock extends Step {
  readonly target: ClockTarget;
  readonly offsetMinutes: -1 | 0 | 1;
  readonly hours: number;
  constructor(screenPick: number, target: ClockTarget, offsetMinutes: -1 | 0 | 1, hours: number) {
    super(screenPick);
    this.target = target;
    this.offsetMinutes = offsetMinutes;
    this.hours = hours;
  }
  describe() {
    return `clock to ${this.target}${this.offsetMinutes ? `${this.offsetMinutes > 0 ? '+' : ''}${this.offsetMinutes}min` : ''}${this.target === 'hours' ? ` (+${this.hours}h)` : ''}`;
  }
  async act(real: Real, { truth }: Awaited<ReturnType<typeof truthOf>>) {
    const target = targetOf(this.target, truth, this.hours);
    if (!target) return;
    // Whole seconds: the gateway reads the core API's clock from its `Date` header, to the second
    // (the journeys' clock is frozen between steps, so both read the same instant).
    const at = new Date(Math.floor(target.getTime() / 1000) * 1000 + this.offsetMinutes * 60_000);
    // Time only moves on.
    if (at.getTime() <= truth.now.getTime()) return;
    await setCoreClock(real.system, at);
  }
}

// ---------------------------------------------------------------------------------------------
// Buying.

export const buyable = [
  'BREAKFAST',
  'PARKING',
  'GYM',
  'SAUNA_KIT',
  'STOCKED_FRIDGE',
  'EARLY_CHECK_IN',
  'LATE_CHECK_OUT',
  'MID_STAY_CLEANING',
  'UNIT_CATEGORY_UPGRADE',
  'RESERVATION_EXTENSION_REQUEST',
  'CUSTOM',
  'TRANSFER',
] as const;
type Buyable = (typeof buyable)[number];

const dailyTypes = new Set(['BREAKFAST', 'PARKING', 'GYM', 'SAUNA_KIT', 'STOCKED_FRIDGE']);

const orderMutation = `mutation JourneyOrder($slug: String!, $items: [OrderItemInput!]!, $key: String!) {
  orderProducts(slug: $slug, items: $items, idempotencyKey: $key) {
    ok order { orderId } error { code field }
  }
}`;

const customOrderMutation = `mutation JourneyCustomOrder(
  $slug: String!, $id: String!, $transfer: TransferRequestInput, $key: String!
) {
  orderCustomProduct(slug: $slug, customProductId: $id, transfer: $transfer, idempotencyKey: $key) {
    ok order { orderId } error { code field }
  }
}`;

const orderStatusQuery = `query JourneyOrderStatus($slug: String!, $orderId: ID!) {
  reservation(slug: $slug) { order(orderId: $orderId) { status error { code } } }
}`;

const availabilityQuery = `query JourneyAvailability($slug: String!, $daily: DailyProductType!, $withDaily: Boolean!) {
  reservation(slug: $slug) {
    dailyAvailability(product: $daily) @include(if: $withDaily) {
      productId days { date isAvailable isOrdered totalPrice { amountMinor } }
    }
    earlyCheckInAvailability { productId price { amountMinor } timeslots { time startDate } }
    lateCheckOutAvailability { productId price { amountMinor } timeslots { time startDate } }
    cleaningAvailability {
      productId price { amountMinor } remainingComplimentaryCount
      timeslots { startDate isAvailable }
    }
    upgradeOptions { productId unitCategoryId nightsCount pricePerNight { amountMinor } isReward }
    extensionOptions { productId endDate isAvailable totalPrice { amountMinor } }
    property { customProducts { customProductId productType price { amountMinor } noticeMinutes } }
  }
}`;

type Availability = {
  dailyAvailability?: {
    productId: string;
    days: {
      date: string;
      isAvailable: boolean;
      isOrdered: boolean;
      totalPrice: { amountMinor: number };
    }[];
  } | null;
  earlyCheckInAvailability: Timeslots | null;
  lateCheckOutAvailability: Timeslots | null;
  cleaningAvailability: {
    productId: string;
    price: { amountMinor: number };
    remainingComplimentaryCount: number;
    timeslots: { startDate: string; isAvailable: boolean }[];
  } | null;
  upgradeOptions: {
    productId: string;
    unitCategoryId: string;
    nightsCount: number;
    pricePerNight: { amountMinor: number };
    isReward: boolean;
  }[];
  extensionOptions: {
    productId: string;
    endDate: string;
    isAvailable: boolean;
    totalPrice: { amountMinor: number };
  }[];
  property: {
    customProducts:
      | {
          customProductId: string;
          productType: string | null;
          price: { amountMinor: number } | null;
          noticeMinutes: number | null;
        }[]
      | null;
  };
};
type Timeslots = {
  productId: string;
  price: { amountMinor: number };
  timeslots: { time: string; startDate: string }[];
};

/** An order line a guest could send, whether the stay should take it, and what it costs. */
type Attempt =
  | {
      kind: 'products';
      item: Record<string, unknown>;
      line: OrderLineInput;
      /** Whether the stay's truth says it can be ordered now. */
      offered: boolean;
      /** What the confirmation shows (minor units). */
      amountMinor: number;
    }
  | {
      kind: 'transfer';
      customProductId: string;
      transfer: { direction: string; date: string; time: string; flightNumber: string };
      offered: boolean;
      amountMinor: number;
    };

export class Buy extends Step {
  readonly product: Buyable;
  readonly pick: number;
  readonly offTheMenu: boolean;
  constructor(screenPick: number, product: Buyable, pick: number, offTheMenu: boolean) {
    super(screenPick);
    this.product = product;
    this.pick = pick;
    this.offTheMenu = offTheMenu;
  }
  describe() {
    return `buy ${this.product} #${this.pick}${this.offTheMenu ? ' (not on offer)' : ''}`;
  }

  async act(real: Real, { core, truth }: Awaited<ReturnType<typeof truthOf>>) {
    const { slug } = real.journal;
    const daily = dailyTypes.has(this.product) ? this.product : 'BREAKFAST';
    const { reservation } = await gql<{ reservation: Availability }>(
      real.system,
      availabilityQuery,
      {
        slug,
        daily,
        withDaily: dailyTypes.has(this.product),
      },
    );
    consistentAvailability(real, reservation, truth);
    const attempt = this.attempt(reservation, truth, core.reservation);
    if (!attempt) return;
    const itemsBefore = new Set(core.reservation.orderItems.map((item) => item.id));
    const answer =
      attempt.kind === 'products'
        ? (
            await gql<{ orderProducts: OrderAnswer }>(real.system, orderMutation, {
              slug,
              items: [attempt.item],
              key: randomUUID(),
            })
          ).orderProducts
        : (
            await gql<{ orderCustomProduct: OrderAnswer }>(real.system, customOrderMutation, {
              slug,
              id: attempt.customProductId,
              transfer: attempt.transfer,
              key: randomUUID(),
            })
          ).orderCustomProduct;
    check(
      real,
      answer.ok === attempt.offered,
      () =>
        `${this.describe()}: the order was ${answer.ok ? 'taken' : `refused (${answer.error?.code} ${answer.error?.field})`}, but the stay ${attempt.offered ? 'offers' : 'does not offer'} it`,
    );
    if (!answer.ok || !answer.order) {
      count(`buy ${this.product}: refused (${answer.error?.code})`);
      await refusedAtTheCoreToo(real, attempt, core.reservation.id, itemsBefore);
      return;
    }
    await settleOrders(real);
    const { reservation: settled } = await gql<{
      reservation: { order: { status: string; error: { code: string } | null } | null };
    }>(real.system, orderStatusQuery, { slug, orderId: answer.order.orderId });
    const { core: after } = await truthOf(real.system, slug);
    const items = after.reservation.orderItems.filter((item) => !itemsBefore.has(item.id));
    const card = after.reservation.creditCard;
    const chargeFails = !card || card.numberMasked.endsWith('9995');
    const expected = attempt.amountMinor > 0 && chargeFails ? 'FAILED' : 'ORDERED';
    check(
      real,
      settled.order?.status === expected,
      () =>
        `${this.describe()}: offered and ordered, but the order ended ${settled.order?.status} (${settled.order?.error?.code}), expected ${expected}`,
    );
    count(`buy ${this.product}: ${expected.toLowerCase()}`);
    if (expected === 'FAILED') {
      check(real, settled.order?.error?.code === 'PAYMENT', () => 'a charge failed as not PAYMENT');
      return;
    }
    const recorded = items.reduce((sum, item) => sum + Math.round(item.priceGross * 100), 0);
    check(
      real,
      recorded === attempt.amountMinor,
      () => `${this.describe()}: confirmed at ${attempt.amountMinor}, recorded at ${recorded}`,
    );
    if (attempt.kind === 'transfer') {
      check(
        real,
        items.every((item) => item.isEstimate === true),
        () => 'a "from" price recorded as firm',
      );
    }
  }

  private attempt(
    available: Availability,
    truth: Stay,
    core: CoreStay['reservation'],
  ): Attempt | null {
    const pick = <T>(list: readonly T[]): T | undefined =>
      list.length === 0 ? undefined : list[this.pick % list.length];
    const offerOf = (type: string) => truth.offerOfType(toUpstreamEnum(type));
    const productLine = (
      item: Record<string, unknown>,
      line: OrderLineInput,
      listed: boolean,
      amountMinor: number,
    ): Attempt => ({
      kind: 'products',
      item,
      line,
      offered: listed && truth.orderLineRefusal([line]) === undefined,
      amountMinor,
    });
    if (dailyTypes.has(this.product)) {
      const availability = available.dailyAvailability;
      const offer = offerOf(this.product);
      const productId = availability?.productId ?? offer.product?.id;
      if (!productId) return null;
      const day = this.offTheMenu
        ? (core.startDateLocal ?? '')
        : pick(availability?.days ?? [])?.date;
      if (!day) return null;
      const listed = availability?.days.find((candidate) => candidate.date === day);
      return productLine(
        { productId, consumptionDate: day },
        { productId, consumptionDate: day },
        listed?.isAvailable ?? false,
        listed?.totalPrice.amountMinor ?? 0,
      );
    }
    switch (this.product) {
      case 'EARLY_CHECK_IN':
      case 'LATE_CHECK_OUT': {
        const times =
          this.product === 'EARLY_CHECK_IN'
            ? available.earlyCheckInAvailability
            : available.lateCheckOutAvailability;
        const offer = offerOf(this.product);
        const productId = times?.productId ?? offer.product?.id;
        if (!productId) return null;
        const day =
          this.product === 'EARLY_CHECK_IN'
            ? truth.times.standardArrival
            : truth.times.standardDeparture;
        // Off the menu: the day's first slot, three hours from the standard time, listed or not.
        const offset = this.product === 'EARLY_CHECK_IN' ? -3 : 3;
        const slot = this.offTheMenu
          ? new Date(Date.parse(day) + offset * 3_600_000).toISOString()
          : pick(times?.timeslots ?? [])?.startDate;
        if (!slot) return null;
        const listed = (times?.timeslots ?? []).some((candidate) => candidate.startDate === slot);
        const price = offer.product ? Math.round(offer.price * 100) : 0;
        return productLine(
          { productId, timeslotStartsAt: slot },
          { productId, consumptionDate: slot },
          listed,
          price,
        );
      }
      case 'MID_STAY_CLEANING': {
        const cleaning = available.cleaningAvailability;
        const offer = offerOf(this.product);
        const productId = cleaning?.productId ?? offer.product?.id;
        if (!productId) return null;
        const slot = this.offTheMenu
          ? pick((cleaning?.timeslots ?? []).filter((candidate) => !candidate.isAvailable))
          : pick(cleaning?.timeslots ?? []);
        if (!slot) return null;
        const free = (cleaning?.remainingComplimentaryCount ?? 0) > 0;
        return productLine(
          { productId, timeslotStartsAt: slot.startDate },
          { productId, consumptionDate: slot.startDate },
          slot.isAvailable,
          free ? 0 : (cleaning?.price.amountMinor ?? 0),
        );
      }
      case 'UNIT_CATEGORY_UPGRADE': {
        const offer = offerOf(this.product);
        const option = pick(available.upgradeOptions);
        const productId = option?.productId ?? offer.product?.id;
        if (!productId) return null;
        // Off the menu: the stay's own category.
        const categoryId =
          this.offTheMenu || !option
            ? (core.propertyUnitCategoryId ?? 'none')
            : option.unitCategoryId;
        const listed = available.upgradeOptions.some(
          (candidate) => candidate.unitCategoryId === categoryId,
        );
        const amount = option ? option.pricePerNight.amountMinor * option.nightsCount : 0;
        return productLine(
          { productId, unitCategoryId: categoryId },
          { productId, propertyUnitCategoryId: categoryId },
          listed,
          amount,
        );
      }
      case 'RESERVATION_EXTENSION_REQUEST': {
        const options = available.extensionOptions.filter(
          (option) => option.isAvailable !== this.offTheMenu,
        );
        const option = pick(options);
        if (!option) return null;
        const departure = core.endDateLocal ?? '';
        return productLine(
          {
            productId: option.productId,
            consumptionDate: departure,
            consumptionEndDate: option.endDate,
          },
          {
            productId: option.productId,
            consumptionDate: departure,
            consumptionEndDate: option.endDate,
          },
          option.isAvailable,
          option.totalPrice.amountMinor,
        );
      }
      case 'CUSTOM': {
        const product = truth.offers().find((offer) => offer.product.type === 'custom')?.product;
        if (!product) return null;
        return productLine(
          { productId: product.id },
          { productId: product.id },
          true,
          Math.round(product.priceGross * 100),
        );
      }
      case 'TRANSFER': {
        const transfer = (available.property.customProducts ?? []).find(
          (product) => product.productType === 'TRANSFER_SERVICE',
        );
        if (!transfer) return null;
        const days: string[] = [];
        for (let day = core.startDateLocal ?? ''; day <= (core.endDateLocal ?? ''); ) {
          days.push(day);
          day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        }
        const date = pick(days);
        if (!date) return null;
        const time = `${String((this.pick * 5) % 24).padStart(2, '0')}:${this.offTheMenu ? '15' : '30'}`;
        const request = { date, time };
        return {
          kind: 'transfer',
          customProductId: transfer.customProductId,
          transfer: { direction: 'FROM_AIRPORT', ...request, flightNumber: 'LH 2400' },
          offered:
            truth.isOpenForOrders &&
            truth.requestNoticeRefusal(transfer.noticeMinutes, request) === undefined,
          amountMinor: transfer.price?.amountMinor ?? 0,
        };
      }
      default:
        return null;
    }
  }
}

type OrderAnswer = {
  ok: boolean;
  order: { orderId: string } | null;
  error: { code: string; field: string | null } | null;
};

/**
 * What the availability answers (the core API's) says can be bought agrees with the stay's
 * truth: a day on sale is one the truth would order, a timeslot listed belongs to a time that
 * can still be chosen, an upgrade or extension listed belongs to a stay that takes orders.
 */
function consistentAvailability(real: Real, available: Availability, truth: Stay): void {
  const daily = available.dailyAvailability;
  if (daily) {
    for (const day of daily.days) {
      const refusal = truth.orderLineRefusal([
        { productId: daily.productId, consumptionDate: day.date },
      ]);
      check(
        real,
        day.isAvailable === (refusal === undefined),
        () =>
          `the core API has ${day.date} ${day.isAvailable ? 'on sale' : 'closed'}, the stay's rules ${refusal ? `refuse it (${refusal.code})` : 'sell it'}`,
      );
    }
  }
  for (const [type, times] of [
    ['early-check-in', available.earlyCheckInAvailability],
    ['late-check-out', available.lateCheckOutAvailability],
  ] as const) {
    if (!times || times.timeslots.length === 0) continue;
    const offer = truth.offerOfType(type);
    const choosable = offer.state === 'OFFERED' || (offer.state === 'BOUGHT' && offer.canChange);
    check(
      real,
      choosable,
      () => `the core API lists ${type} times, but the stay's ${type} is ${offer.state}`,
    );
  }
  if (available.upgradeOptions.length > 0) {
    const offer = truth.offerOfType('unit-category-upgrade');
    check(
      real,
      offer.state === 'OFFERED',
      () => `upgrades listed for a stay whose upgrade is ${offer.state}`,
    );
  }
  if (available.extensionOptions.some((option) => option.isAvailable)) {
    check(real, truth.isOpenForOrders, () => `an extension offered to a ${truth.stage} stay`);
  }
}

/**
 * A line the gateway refused before asking, sent to the core API directly: it refuses it too
 * (the sandbox enforces the rules the gateway states), and nothing is written.
 */
async function refusedAtTheCoreToo(
  real: Real,
  attempt: Attempt,
  reservationId: string,
  itemsBefore: ReadonlySet<string>,
): Promise<void> {
  const { slug } = real.journal;
  const direct =
    attempt.kind === 'products'
      ? await coreCall(real.system, 'PATCH', `/check-in/${slug}`, { orderItems: [attempt.line] })
      : await coreCall(real.system, 'POST', `/custom-products/${attempt.customProductId}/order`, {
          reservationId,
          request: {
            direction: 'from-airport',
            date: attempt.transfer.date,
            time: attempt.transfer.time,
            flightNumber: attempt.transfer.flightNumber,
          },
        });
  check(
    real,
    direct.status >= 400 && direct.status < 500,
    () => `the core API took a line the stay's rules refuse: ${JSON.stringify(attempt)}`,
  );
  const { core } = await truthOf(real.system, slug);
  check(
    real,
    core.reservation.orderItems.every((item) => itemsBefore.has(item.id)),
    () => 'a refused order wrote an order item',
  );
}

/**
 * Moves the core API's clock past the moment pending orders settle (1.5 s after they were
 * placed): its clock now (its `Date` header, to the second) and three seconds.
 */
async function settleOrders(real: Real): Promise<void> {
  const { core } = await truthOf(real.system, real.journal.slug);
  await setCoreClock(real.system, new Date(core.now.getTime() + 3_000));
}

// ---------------------------------------------------------------------------------------------
// Changes.

const changeTimeMutation = `mutation JourneyChangeTime(
  $slug: String!, $item: String!, $at: DateTime!, $key: String!
) {
  changeBoughtTime(slug: $slug, orderItemId: $item, timeslotStartsAt: $at, idempotencyKey: $key) {
    ok error { code field }
  }
}`;

export class ChangeBoughtTime extends Step {
  readonly product: 'EARLY_CHECK_IN' | 'LATE_CHECK_OUT';
  readonly pick: number;
  constructor(screenPick: number, product: 'EARLY_CHECK_IN' | 'LATE_CHECK_OUT', pick: number) {
    super(screenPick);
    this.product = product;
    this.pick = pick;
  }
  describe() {
    return `change the bought ${this.product} #${this.pick}`;
  }
  async act(real: Real, before: Awaited<ReturnType<typeof truthOf>>) {
    // A time not bought yet is bought first, as a guest who then changes their mind.
    let current = before;
    if (before.truth.offerOfType(toUpstreamEnum(this.product)).state === 'OFFERED') {
      await new Buy(this.screenPick, this.product, this.pick, false).act(real, before);
      current = await truthOf(real.system, real.journal.slug);
    }
    const { core, truth } = current;
    const offer = truth.offerOfType(toUpstreamEnum(this.product));
    const bought = offer.product ? offer.bought[0] : undefined;
    if (!bought) {
      count(`change ${this.product}: nothing bought`);
      return;
    }
    const { reservation } = await gql<{ reservation: Availability }>(
      real.system,
      availabilityQuery,
      { slug: real.journal.slug, daily: 'BREAKFAST', withDaily: false },
    );
    const times =
      this.product === 'EARLY_CHECK_IN'
        ? reservation.earlyCheckInAvailability
        : reservation.lateCheckOutAvailability;
    const slots = times?.timeslots ?? [];
    const slot =
      slots.length > 0 ? slots[this.pick % slots.length]?.startDate : bought.consumptionDate;
    if (!slot) return;
    const allowed =
      offer.product !== null &&
      offer.canChange &&
      slots.some((candidate) => candidate.startDate === slot) &&
      Date.parse(slot) !== Date.parse(bought.consumptionDate ?? '');
    const { changeBoughtTime: answer } = await gql<{
      changeBoughtTime: { ok: boolean; error: { code: string } | null };
    }>(real.system, changeTimeMutation, {
      slug: real.journal.slug,
      item: bought.id,
      at: slot,
      key: randomUUID(),
    });
    count(`change ${this.product}: ${answer.ok ? 'changed' : `refused (${answer.error?.code})`}`);
    check(
      real,
      answer.ok === allowed,
      () =>
        `${this.describe()}: ${answer.ok ? 'changed' : `refused (${answer.error?.code})`}, expected ${allowed ? 'a change' : 'a refusal'}`,
    );
    const { core: after } = await truthOf(real.system, real.journal.slug);
    const item = after.reservation.orderItems.find((candidate) => candidate.id === bought.id);
    check(
      real,
      item?.priceGross === bought.priceGross &&
        after.reservation.orderItems.length === core.reservation.orderItems.length,
      () => 'a time change charged again or wrote another item',
    );
    if (answer.ok) {
      check(
        real,
        Date.parse(item?.consumptionDate ?? '') === Date.parse(slot),
        () => 'the time did not move',
      );
    }
  }
}

const unitDatesQuery = `query JourneyUnitDates($slug: String!) {
  reservation(slug: $slug) { unitAvailability { type date } }
}`;

const dateQuoteQuery = `query JourneyDateQuote($slug: String!, $start: LocalDate!, $end: LocalDate!) {
  reservation(slug: $slug) {
    dateChangeQuote(startDate: $start, endDate: $end) {
      newTotal { amountMinor } difference { amountMinor } settlement error { code }
    }
  }
}`;

type DateQuote = {
  newTotal: { amountMinor: number };
  difference: { amountMinor: number };
  settlement: string;
  error: { code: string } | null;
};

const changeDatesMutation = `mutation JourneyChangeDates(
  $slug: String!, $start: LocalDate!, $end: LocalDate!, $expected: Int!
) {
  changeStayDates(slug: $slug, startDate: $start, endDate: $end, expectedTotalMinor: $expected) {
    ok error { code field }
  }
}`;

export class ChangeDates extends Step {
  readonly which: 'start' | 'end';
  readonly pick: number;
  readonly offTheMenu: boolean;
  constructor(screenPick: number, which: 'start' | 'end', pick: number, offTheMenu: boolean) {
    super(screenPick);
    this.which = which;
    this.pick = pick;
    this.offTheMenu = offTheMenu;
  }
  describe() {
    return `change the ${this.which} date #${this.pick}${this.offTheMenu ? ' (not offered)' : ''}`;
  }
  async act(real: Real, { core, truth }: Awaited<ReturnType<typeof truthOf>>) {
    const { reservation } = await gql<{
      reservation: { unitAvailability: { type: string; date: string }[] };
    }>(real.system, unitDatesQuery, { slug: real.journal.slug });
    const type = this.which === 'start' ? 'START_DATE' : 'END_DATE';
    const options = reservation.unitAvailability.filter((option) => option.type === type);
    const start = core.reservation.startDateLocal ?? '';
    const end = core.reservation.endDateLocal ?? '';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: truth.timeZone }).format(truth.now);
    // Off the menu: leaving today (that is checking out, not a date change), or arriving yesterday.
    const chosen = this.offTheMenu
      ? this.which === 'end'
        ? today
        : new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      : options[this.pick % Math.max(1, options.length)]?.date;
    if (!chosen) return;
    const dates = this.which === 'start' ? { start: chosen, end } : { start, end: chosen };
    if (dates.start === start && dates.end === end) return;
    const offered = options.some((option) => option.date === chosen) && truth.isOpenForOrders;
    count(`change dates: ${offered ? 'offered' : 'not offered'}`);
    // The preview the screen shows, then the change at its price.
    const {
      reservation: { dateChangeQuote: quote },
    } = await gql<{ reservation: { dateChangeQuote: DateQuote } }>(real.system, dateQuoteQuery, {
      slug: real.journal.slug,
      ...dates,
    });
    const derived = truth.dateChangeQuote(
      { startDate: dates.start, endDate: dates.end },
      reservation.unitAvailability.map((option) => ({
        type: option.type === 'START_DATE' ? ('start-date' as const) : ('end-date' as const),
        date: option.date,
      })),
    );
    check(
      real,
      quote.newTotal.amountMinor === derived.newTotalMinor &&
        quote.settlement === derived.settlement &&
        (quote.error?.code ?? null) === (derived.refusal?.code ?? null),
      () => `the date change preview ${JSON.stringify(quote)} is not the stay's truth`,
    );
    check(
      real,
      !offered || quote.error === null,
      () => `${this.describe()}: a day the unit allows, previewed as ${quote.error?.code}`,
    );
    const card = core.reservation.creditCard;
    const chargeFails =
      quote.settlement === 'CHARGE_CARD' && (!card || card.numberMasked.endsWith('9995'));
    const expected = offered && quote.error === null && !chargeFails;
    const { changeStayDates: answer } = await gql<{
      changeStayDates: { ok: boolean; error: { code: string } | null };
    }>(real.system, changeDatesMutation, {
      slug: real.journal.slug,
      ...dates,
      expected: quote.newTotal.amountMinor,
    });
    check(
      real,
      answer.ok === expected,
      () =>
        `${this.describe()} to ${dates.start}..${dates.end}: ${answer.ok ? 'changed' : `refused (${answer.error?.code})`}, the stay ${offered ? 'offered' : 'did not offer'} it${chargeFails ? ' and its card cannot pay the difference' : ''}`,
    );
    if (answer.ok) {
      const { core: after } = await truthOf(real.system, real.journal.slug);
      check(
        real,
        Math.round((after.reservation.totalPrice ?? 0) * 100) === quote.newTotal.amountMinor,
        () =>
          `dates changed at ${after.reservation.totalPrice}, previewed at ${quote.newTotal.amountMinor}`,
      );
    } else if (offered && chargeFails) {
      check(real, answer.error?.code === 'PAYMENT', () => 'a failed charge not told as PAYMENT');
    }
    if (!answer.ok) {
      check(
        real,
        answer.error?.code !== 'UNKNOWN',
        () => `a date change refused as UNKNOWN ('Something went wrong')`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The guest's other actions.

const addCardMutation = `mutation JourneyAddCard($slug: String!, $card: CardInput!) {
  addCard(slug: $slug, card: $card) { ok error { code } }
}`;

export class AddCard extends Step {
  readonly declining: boolean;
  constructor(screenPick: number, declining: boolean) {
    super(screenPick);
    this.declining = declining;
  }
  describe() {
    return `add a ${this.declining ? 'declining' : 'working'} card`;
  }
  async act(real: Real) {
    const payment = await coreCall(real.system, 'POST', '/card-payments', {
      number: this.declining ? '4000 0000 0000 9995' : '4242 4242 4242 4242',
      cvv: '123',
      expiry: '12/39',
      name: 'Journey Guest',
    });
    const card = (payment.body as { data: Record<string, string> }).data;
    const { addCard } = await gql<{ addCard: { ok: boolean; error: { code: string } | null } }>(
      real.system,
      addCardMutation,
      {
        slug: real.journal.slug,
        card: {
          name: 'Journey Guest',
          type: (card.type ?? 'visa').toUpperCase(),
          expirationDate: card.expirationDate,
          numberMasked: card.numberMasked,
          transactionId: card.transactionId,
        },
      },
    );
    check(real, addCard.ok, () => `a card was refused: ${addCard.error?.code}`);
  }
}

const payMutation = `mutation JourneyPay(
  $slug: String!
  $cardId: String!
  $amount: Int!
  $key: String!
) {
  payStayBalance(slug: $slug, cardId: $cardId, expectedAmountMinor: $amount, idempotencyKey: $key) {
    ok error { code }
    payment { amount { amountMinor } }
    reservation {
      isPaid keys { keyId code } integrations { wifi { password } }
    }
  }
}`;

/** The contract's test card whose every charge fails, as the core API masks it. */
const failsEveryCharge = (numberMasked: string | undefined) => numberMasked?.endsWith('9995');

/**
 * Pays the open balance shown, with the stay's card: it goes through exactly when the stay's truth
 * says it can be paid in the app and the card can be charged; then the payload itself shows the
 * codes the core API opens now and the Wi-Fi (no second read needed).
 */
export class Pay extends Step {
  describe() {
    return 'pay the balance';
  }
  async act(real: Real, { core, truth }: Awaited<ReturnType<typeof truthOf>>) {
    const card = core.reservation.creditCard as { id: string; numberMasked: string } | null;
    if (!card) {
      count('pay: no card');
      return;
    }
    const shown = Math.round((truth.balanceDue ?? 0) * 100);
    const { payStayBalance: answer } = await gql<{
      payStayBalance: {
        ok: boolean;
        error: { code: string } | null;
        payment: { amount: { amountMinor: number } } | null;
        reservation: {
          isPaid: boolean;
          keys: { keyId: string; code: string | null }[];
          integrations: { wifi: { password: string | null } | null };
        } | null;
      };
    }>(real.system, payMutation, {
      slug: real.journal.slug,
      cardId: card.id,
      amount: shown,
      key: randomUUID(),
    });
    count(`pay: ${answer.ok ? 'paid' : answer.error?.code}`);
    const expected = truth.isBalancePayableInApp && !failsEveryCharge(card.numberMasked);
    check(
      real,
      answer.ok === expected,
      () =>
        `paying ${answer.ok ? 'went through' : `was refused (${answer.error?.code})`} for a ${truth.stage} stay, ${truth.isPaid ? 'paid' : 'unpaid'}, payable in the app: ${truth.isBalancePayableInApp}, card ${card.numberMasked}`,
    );
    if (!answer.ok) {
      check(
        real,
        answer.reservation?.isPaid === truth.isPaid,
        () => 'a refused payment changed the stay',
      );
      return;
    }
    check(
      real,
      answer.payment?.amount.amountMinor === shown,
      () => `charged ${answer.payment?.amount.amountMinor}, shown ${shown}`,
    );
    const after = await truthOf(real.system, real.journal.slug);
    check(
      real,
      after.truth.isPaid && answer.reservation?.isPaid === true,
      () => 'paid, still unpaid',
    );
    for (const coreKey of after.core.reservation.propertyKeys) {
      if (coreKey.errorCode || !after.truth.showsSecrets) continue;
      const key = answer.reservation?.keys.find((candidate) => candidate.keyId === coreKey.id);
      check(
        real,
        key?.code === (coreKey.code ?? null),
        () =>
          `after paying, the ${coreKey.type} key shows code ${key?.code}, the core API opens it`,
      );
    }
    const wifi =
      after.core.reservation.propertyUnit?.integrations?.wirelessAccessPoint ??
      after.core.reservation.property?.integrations?.wirelessAccessPoint;
    check(
      real,
      !wifi || (answer.reservation?.integrations.wifi !== null) === after.truth.showsSecrets,
      () => 'after paying, the payload does not show the Wi-Fi',
    );
  }
}

const guestDetailsMutation = `mutation JourneyGuestDetails($slug: String!, $input: GuestDetailsInput!) {
  submitGuestDetails(slug: $slug, input: $input) { ok error { code } }
}`;

const countryOfLanguage = (language: string | null | undefined) =>
  (language ?? 'en-GB').split('-')[1] ?? 'GB';

export class CheckInOnline extends Step {
  describe() {
    return 'check in online';
  }
  async act(real: Real, { core, truth }: Awaited<ReturnType<typeof truthOf>>) {
    const country = countryOfLanguage(core.reservation.property?.language);
    const { submitGuestDetails: answer } = await gql<{
      submitGuestDetails: { ok: boolean; error: { code: string } | null };
    }>(real.system, guestDetailsMutation, {
      slug: real.journal.slug,
      input: {
        firstName: 'Journey',
        lastName: 'Guest',
        dateOfBirth: '1980-05-01',
        nationality: country,
        email: 'journey.guest@example.com',
        phone: '+358401234567',
        address: {
          addressLine1: 'Main Street 1',
          zipCode: '00100',
          city: 'Town',
          countryCode: country,
        },
        arrivalPurpose: 'LEISURE',
      },
    });
    const expected =
      core.reservation.checkInState === 'guest-details-required' && truth.isOpenForOrders;
    check(
      real,
      answer.ok === expected,
      () =>
        `online check-in ${answer.ok ? 'went through' : `was refused (${answer.error?.code})`} on a ${truth.stage} stay at ${core.reservation.checkInState}`,
    );
  }
}

export class CheckOut extends Step {
  describe() {
    return 'check out';
  }
  async act(real: Real, { truth }: Awaited<ReturnType<typeof truthOf>>) {
    const { checkOut } = await gql<{ checkOut: { ok: boolean; error: { code: string } | null } }>(
      real.system,
      'mutation JourneyCheckOut($slug: String!) { checkOut(slug: $slug) { ok error { code } } }',
      { slug: real.journal.slug },
    );
    count(`check out: ${checkOut.ok ? 'done' : 'refused'}`);
    check(
      real,
      checkOut.ok === truth.isCheckOutAvailable,
      () =>
        `check-out ${checkOut.ok ? 'went through' : `was refused (${checkOut.error?.code})`}, isCheckOutAvailable was ${truth.isCheckOutAvailable}`,
    );
  }
}

export class Cancel extends Step {
  describe() {
    return 'cancel';
  }
  async act(real: Real, { core, truth }: Awaited<ReturnType<typeof truthOf>>) {
    const { cancelReservation: answer } = await gql<{
      cancelReservation: { ok: boolean; error: { code: string } | null };
    }>(
      real.system,
      'mutation JourneyCancel($slug: String!) { cancelReservation(slug: $slug) { ok error { code } } }',
      { slug: real.journal.slug },
    );
    const expected = truth.isOpenForOrders && !core.reservation.cancellationPolicy?.isOTA;
    count(`cancel: ${answer.ok ? 'done' : 'refused'}`);
    check(
      real,
      answer.ok === expected,
      () =>
        `cancelling ${answer.ok ? 'went through' : `was refused (${answer.error?.code})`} for a ${truth.stage} stay`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The generators.

const screenPick = fc.nat({ max: 1_000 });

const moveClock = fc
  .tuple(
    screenPick,
    fc.constantFrom(...clockTargets),
    fc.constantFrom(-1 as const, 0 as const, 1 as const),
    fc.integer({ min: 1, max: 30 }),
  )
  .map(([pick, target, offset, hours]) => new MoveClock(pick, target, offset, hours));
// The times a stay buys once (and changes) come up twice as often as the rest.
const buy = fc
  .tuple(
    screenPick,
    fc.constantFrom(...buyable, 'EARLY_CHECK_IN', 'LATE_CHECK_OUT'),
    fc.nat({ max: 20 }),
    fc.boolean(),
  )
  .map(([pick, product, option, off]) => new Buy(pick, product, option, off));

const changeBoughtTime = fc
  .tuple(
    screenPick,
    fc.constantFrom('EARLY_CHECK_IN' as const, 'LATE_CHECK_OUT' as const),
    fc.nat({ max: 5 }),
  )
  .map(([pick, product, option]) => new ChangeBoughtTime(pick, product, option));

/**
 * The steps a journey draws from, the clock and purchases weighted up (listed several times): a
 * stay lives mostly by its hours and what is bought in them; a cancellation or a check-out ends
 * most of what can happen, so they come rarely.
 */
export const journeySteps = [
  moveClock,
  moveClock,
  moveClock,
  moveClock,
  buy,
  buy,
  buy,
  buy,
  buy,
  buy,
  changeBoughtTime,
  changeBoughtTime,
  fc
    .tuple(
      screenPick,
      fc.constantFrom('start' as const, 'end' as const),
      fc.nat({ max: 20 }),
      fc.boolean(),
    )
    .map(([pick, which, option, off]) => new ChangeDates(pick, which, option, off)),
  fc.tuple(screenPick, fc.boolean()).map(([pick, declining]) => new AddCard(pick, declining)),
  screenPick.map((pick) => new Pay(pick)),
  screenPick.map((pick) => new Pay(pick)),
  screenPick.map((pick) => new CheckInOnline(pick)),
  screenPick.map((pick) => new CheckOut(pick)),
  screenPick.map((pick) => new Cancel(pick)),
];

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, Kind, parse, print, visit } from 'graphql';
import { toUpstreamEnum } from '../../src/derive/enums.ts';
import { type Stay, stayAt } from '../../src/derive/stay/index.ts';
import { type CoreStay, gql, type JourneySystem, readCoreStay } from './system.ts';

// What must hold after every step of a journey, checked against the core API read directly:
// the core API enforces what the stay's rules (derive/stay) say; each screen query's facts equal
// that truth; an unpaid stay shows no code and no Wi-Fi; nothing is offered to a stay that is
// over; keys never open later for a guest already inside.

/** What a journey remembers between steps. */
export type Journal = {
  slug: string;
  /** The earliest the unit's door opened while the guest was inside (ms), once they were. */
  insideFrom: number | null;
  /** What happened so far, for the failure message. */
  steps: string[];
};

export class InvariantViolation extends Error {
  constructor(journal: Journal, message: string) {
    super(`${message}\n  after: ${journal.steps.join(' → ')}\n  stay: ${journal.slug}`);
    this.name = 'InvariantViolation';
  }
}

export function expectThat(journal: Journal, condition: boolean, message: () => string): void {
  if (!condition) throw new InvariantViolation(journal, message());
}

const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value);

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? Date.parse(a) : null) === (b ? Date.parse(b) : null);

/** The core API's answer and the stay's truth at the core API's instant. */
export async function truthOf(
  system: JourneySystem,
  slug: string,
): Promise<{ core: CoreStay; truth: Stay }> {
  const core = await readCoreStay(system, slug);
  return { core, truth: stayAt(structuredClone(core.reservation), core.now) };
}

const stayFactsQuery = `query JourneyStayFacts($slug: String!) {
  reservation(slug: $slug) {
    stage pageState hasStarted isOpenForOrders isCheckOutAvailable isPastDepartureTime nextStep
    isPaid balanceDue { amountMinor } isBalancePayableInApp arrivalTime departureTime startDate endDate
    unit { unitId } unitCategory { id }
    keys { keyId type validFrom validTo code unavailability { code } }
    integrations { wifi { ssid password } }
    offeredProducts { productId type }
    productOffers {
      type state isReward canChange price { amountMinor }
      product { productId } boughtItems { orderItemId }
    }
  }
}`;

type StayFacts = {
  stage: string;
  pageState: string;
  hasStarted: boolean;
  isOpenForOrders: boolean;
  isCheckOutAvailable: boolean;
  isPastDepartureTime: boolean;
  nextStep: string;
  isPaid: boolean;
  isBalancePayableInApp: boolean;
  balanceDue: { amountMinor: number } | null;
  arrivalTime: string;
  departureTime: string;
  startDate: string;
  endDate: string;
  unit: { unitId: string } | null;
  unitCategory: { id: string } | null;
  keys: {
    keyId: string;
    type: string;
    validFrom: string | null;
    validTo: string | null;
    code: string | null;
    unavailability: { code: string } | null;
  }[];
  integrations: { wifi: { ssid: string; password: string | null } | null };
  offeredProducts: { productId: string; type: string }[];
  productOffers: {
    type: string;
    state: string;
    isReward: boolean;
    canChange: boolean;
    price: { amountMinor: number } | null;
    product: { productId: string } | null;
    boughtItems: { orderItemId: string }[];
  }[];
};

const minor = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : Math.round(amount * 100);

/**
 * Every invariant, after a step. `screenPick` chooses which of the web's screen queries to run
 * this time (all of them cost too much on every step of a thousand journeys).
 */
export async function checkInvariants(
  system: JourneySystem,
  journal: Journal,
  screenPick: number,
): Promise<void> {
  const { core, truth } = await truthOf(system, journal.slug);
  const reservation = core.reservation;
  const check = (condition: boolean, message: () => string) =>
    expectThat(journal, condition, message);

  // The core API enforces the stay's rules: its keys open exactly when the truth says.
  for (const key of reservation.propertyKeys) {
    const window = truth.keyWindow(key);
    check(
      same(key.validFromDate, window.validFrom) && same(key.validToDate, window.validTo),
      () =>
        `the core API's ${key.type} key opens ${key.validFromDate}-${key.validToDate}, the stay's rules say ${window.validFrom}-${window.validTo}`,
    );
    const state = truth.keyState(key);
    check(
      (key.errorCode ?? 'valid') === state,
      () =>
        `the core API marks the ${key.type} key ${key.errorCode ?? 'valid'}, the rules say ${state}`,
    );
  }

  // The gateway answers the truth.
  const { reservation: facts } = await gql<{ reservation: StayFacts }>(system, stayFactsQuery, {
    slug: journal.slug,
  });
  compareStayFacts(facts, core, truth, check);

  // Keys never open later for a guest already inside.
  const unitKey = reservation.propertyKeys.find((key) => key.type === 'property-unit');
  if (unitKey?.validFromDate && truth.stage !== 'CANCELLED') {
    const validFrom = Date.parse(unitKey.validFromDate);
    if (journal.insideFrom !== null) {
      check(
        validFrom <= journal.insideFrom,
        () =>
          `the unit's door opens at ${unitKey.validFromDate}, later than ${new Date(journal.insideFrom ?? 0).toISOString()} for a guest already inside`,
      );
    }
    if (!unitKey.errorCode && truth.hasStarted) {
      journal.insideFrom = Math.min(journal.insideFrom ?? validFrom, validFrom);
    }
  }

  await checkScreens(system, journal, core, truth, screenPick, check);
}

function compareStayFacts(
  facts: StayFacts,
  core: CoreStay,
  truth: Stay,
  check: (condition: boolean, message: () => string) => void,
): void {
  const reservation = core.reservation;
  const scalar = (name: string, actual: unknown, expected: unknown) =>
    check(
      actual === expected,
      () => `the stay answers ${name} ${String(actual)}, the truth is ${String(expected)}`,
    );
  scalar('stage', facts.stage, truth.stage);
  scalar('pageState', facts.pageState, truth.pageState);
  scalar('hasStarted', facts.hasStarted, truth.hasStarted);
  scalar('isOpenForOrders', facts.isOpenForOrders, truth.isOpenForOrders);
  scalar('isCheckOutAvailable', facts.isCheckOutAvailable, truth.isCheckOutAvailable);
  scalar('isPastDepartureTime', facts.isPastDepartureTime, truth.isPastDepartureTime);
  scalar('nextStep', facts.nextStep, truth.nextStep);
  scalar('isPaid', facts.isPaid, truth.isPaid);
  scalar('balanceDue', facts.balanceDue?.amountMinor ?? null, minor(truth.balanceDue));
  scalar('isBalancePayableInApp', facts.isBalancePayableInApp, truth.isBalancePayableInApp);
  check(same(facts.arrivalTime, truth.times.arrival), () => `arrivalTime ${facts.arrivalTime}`);
  check(same(facts.departureTime, truth.times.departure), () => `departure ${facts.departureTime}`);
  check(same(facts.startDate, reservation.startDate), () => `startDate ${facts.startDate}`);
  check(same(facts.endDate, reservation.endDate), () => `endDate ${facts.endDate}`);
  scalar('unit', facts.unit?.unitId ?? null, reservation.propertyUnit?.id ?? null);

  // Keys: as the core API has them, and no code while the stay withholds its secrets.
  check(
    facts.keys.length === reservation.propertyKeys.length,
    () => `${facts.keys.length} keys shown, the core API has ${reservation.propertyKeys.length}`,
  );
  for (const key of facts.keys) {
    const coreKey = reservation.propertyKeys.find((candidate) => candidate.id === key.keyId);
    check(coreKey !== undefined, () => `a key ${key.keyId} the core API does not have`);
    if (!coreKey) continue;
    check(
      same(key.validFrom, coreKey.validFromDate) && same(key.validTo, coreKey.validToDate),
      () => `the ${key.type} key is shown valid ${key.validFrom}-${key.validTo}`,
    );
    const expectedCode = truth.showsSecrets && !coreKey.errorCode ? (coreKey.code ?? null) : null;
    check(key.code === expectedCode, () => `the ${key.type} key shows code ${key.code}`);
    if (!truth.isPaid) check(key.code === null, () => 'an unpaid stay shows a door code');
  }
  const wifi =
    reservation.propertyUnit?.integrations?.wirelessAccessPoint ??
    reservation.property?.integrations?.wirelessAccessPoint;
  if (!truth.isPaid) {
    check(facts.integrations.wifi === null, () => 'an unpaid stay shows the Wi-Fi');
  }
  check(
    (facts.integrations.wifi !== null) === (truth.showsSecrets && Boolean(wifi)),
    () =>
      `the Wi-Fi is ${facts.integrations.wifi ? 'shown' : 'withheld'} for a stay that ${truth.showsSecrets ? 'shows' : 'withholds'} its secrets`,
  );

  // Offers: as the truth states them; nothing for a stay that is over.
  const offered = new Set(truth.offeredProducts().map((product) => product.id));
  const shown = new Set(facts.offeredProducts.map((product) => product.productId));
  check(
    offered.size === shown.size && [...offered].every((id) => shown.has(id)),
    () => `offered ${[...shown].join(',')}, the truth offers ${[...offered].join(',')}`,
  );
  if (['CANCELLED', 'ENDED', 'CHECKED_OUT'].includes(truth.stage)) {
    check(shown.size === 0, () => `a ${truth.stage} stay is offered products`);
    for (const offer of facts.productOffers) {
      check(
        offer.state === 'STAY_CLOSED' || offer.state === 'NOT_OFFERED_HERE',
        () => `a ${truth.stage} stay has ${offer.type} ${offer.state}`,
      );
    }
  }
  for (const offer of facts.productOffers) {
    const expected = truth.offerOfType(toUpstreamEnum(offer.type));
    check(
      offer.state === expected.state,
      () => `${offer.type} is ${offer.state}, the truth says ${expected.state}`,
    );
    if (expected.product === null) continue;
    check(
      offer.price?.amountMinor === minor(expected.price) &&
        offer.isReward === (expected.rewardId !== null) &&
        offer.canChange === expected.canChange,
      () => `${offer.type} is priced ${offer.price?.amountMinor} (reward ${offer.isReward})`,
    );
    check(
      offer.boughtItems.map((item) => item.orderItemId).join() ===
        expected.bought.map((item) => item.id).join(),
      () => `${offer.type} shows bought ${offer.boughtItems.map((item) => item.orderItemId)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The web's own screen queries (its persisted documents), each answer walked for the facts it
// shows: a reservation's times and stage, a door's code and window, the Wi-Fi, the unit, the
// offers. A screen that selects a fact must show the truth.

type ScreenQuery = { name: string; document: string; variables: Record<string, unknown> };

const extraVariables: Record<string, Record<string, unknown>[]> = {
  TimeslotProductRouteQuery: [{ isEarlyCheckIn: true }, { isEarlyCheckIn: false }],
  DailyProductRouteQuery: [
    { product: 'BREAKFAST', withPartners: true },
    { product: 'PARKING', withPartners: false },
  ],
  ExploreRouteQuery: [{ hasStay: true }],
};

/**
 * Queries that need more than the slug, and are not worth it here; the date change's preview is
 * asked with the guest's dates, and the journeys' date change step checks it against the truth.
 */
const skipped = new Set([
  'PlanRouteQuery',
  'useOrderStatusSubscriptionQuery',
  'useDateChangeQuoteQuery',
]);

let screens: ScreenQuery[] | undefined;

function screenQueries(): ScreenQuery[] {
  if (screens) return screens;
  const file = fileURLToPath(new URL('../../../web/persisted-documents.json', import.meta.url));
  const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  screens = Object.values(documents).flatMap((text) => {
    const document = parse(text);
    const operation = document.definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return [];
    const name = operation.name?.value ?? '';
    const variables = (operation.variableDefinitions ?? []).map((v) => v.variable.name.value);
    if (skipped.has(name) || !variables.includes('slug')) return [];
    const withTypename = print(addTypename(document));
    return (extraVariables[name] ?? [{}]).map((extra) => ({
      name,
      document: withTypename,
      variables: extra,
    }));
  });
  return screens;
}

function addTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node) {
      const hasTypename = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      if (hasTypename) return undefined;
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });
}

/** How many screen queries each step runs (all of them on the test command's few journeys). */
export const screensPerStep = { value: 3 };

async function checkScreens(
  system: JourneySystem,
  journal: Journal,
  core: CoreStay,
  truth: Stay,
  pick: number,
  check: (condition: boolean, message: () => string) => void,
): Promise<void> {
  const all = screenQueries();
  const count = Math.min(screensPerStep.value, all.length);
  for (let index = 0; index < count; index++) {
    const screen = all[(pick + index * 7) % all.length];
    if (!screen) continue;
    const data = await gql<Record<string, unknown>>(system, screen.document, {
      slug: journal.slug,
      ...screen.variables,
    });
    walk(data, (node) => checkNode(screen.name, node, core, truth, check));
  }
}

type Node = Record<string, unknown> & { __typename?: string };

function walk(value: unknown, visitNode: (node: Node) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visitNode);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  visitNode(value as Node);
  for (const child of Object.values(value)) walk(child, visitNode);
}

function checkNode(
  screen: string,
  node: Node,
  core: CoreStay,
  truth: Stay,
  check: (condition: boolean, message: () => string) => void,
): void {
  const reservation = core.reservation;
  const says = (field: string, expected: unknown) => {
    if (!(field in node)) return;
    const actual = node[field];
    const equal =
      typeof expected === 'string' && typeof actual === 'string' && isInstant(expected)
        ? same(actual, expected)
        : actual === expected;
    check(
      equal,
      () =>
        `${screen} shows ${node.__typename}.${field} ${String(actual)}, the truth is ${String(expected)}`,
    );
  };
  switch (node.__typename) {
    case 'Reservation':
      if (node.slug !== undefined && node.slug !== reservation.slug) return;
      says('stage', truth.stage);
      says('hasStarted', truth.hasStarted);
      says('isOpenForOrders', truth.isOpenForOrders);
      says('isCheckOutAvailable', truth.isCheckOutAvailable);
      says('isPastDepartureTime', truth.isPastDepartureTime);
      says('nextStep', truth.nextStep);
      says('isPaid', truth.isPaid);
      says('arrivalTime', truth.times.arrival);
      says('departureTime', truth.times.departure);
      says('startDate', reservation.startDate);
      says('endDate', reservation.endDate);
      if (Array.isArray(node.offeredProducts)) {
        const shown = (node.offeredProducts as { productId?: string }[])
          .map((product) => product.productId)
          .filter(Boolean)
          .sort();
        const offered = truth
          .offeredProducts()
          .map((product) => product.id)
          .sort();
        if (shown.length > 0 || offered.length > 0) {
          check(shown.join() === offered.join(), () => `${screen} offers ${shown.join()}`);
        }
      }
      return;
    case 'DoorKey': {
      const key = reservation.propertyKeys.find((candidate) => candidate.id === node.keyId);
      if (!key) return;
      says('validFrom', key.validFromDate);
      says('validTo', key.validToDate);
      says('code', truth.showsSecrets && !key.errorCode ? (key.code ?? null) : null);
      return;
    }
    case 'WirelessAccessPoint':
      check(truth.showsSecrets, () => `${screen} shows the Wi-Fi of a stay that withholds it`);
      return;
    case 'LivingUnit':
      says('unitId', reservation.propertyUnit?.id);
      return;
    case 'ProductOffer':
      if (typeof node.type === 'string') {
        says('state', truth.offerOfType(toUpstreamEnum(node.type)).state);
      }
      return;
    default:
      return;
  }
}

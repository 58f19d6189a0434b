import type { ConcreteRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import stayClockQuery from './__generated__/useStayClockQuery.graphql.ts';
import { storePathsUnder } from './selectionPaths.ts';

// What the stay's screens read about the stay must be what every change answers: a field a
// screen reads that a change does not carry would stay as it was before the change (the old
// room's code after an upgrade) until a reload.

const screenQueries = import.meta.glob<ConcreteRequest>(
  ['../routes/**/__generated__/*Query.graphql.ts', '!**/*SubscriptionQuery.graphql.ts'],
  { eager: true, import: 'default' },
);
const changeDocuments = import.meta.glob<ConcreteRequest>(
  [
    '../routes/**/__generated__/use*Mutation.graphql.ts',
    '../routes/**/__generated__/use*Subscription*.graphql.ts',
  ],
  { eager: true, import: 'default' },
);

/**
 * What no change moves, or what moves with everyone's purchases and is read from the network
 * when its screen opens (`stayUpdate.ts`); and the quote for new dates, which is asked for the
 * dates the guest has just chosen, always from the network (`useDateChangeQuote.ts`).
 */
const notCarried = new Set([
  'id',
  '__typename',
  'property',
  'customer',
  'cleaningAvailability',
  'dailyAvailability',
  'upgradeOptions',
  'earlyCheckInAvailability',
  'lateCheckOutAvailability',
  'extensionOptions',
  'unitAvailability',
  'dateChangeQuote',
  'order',
]);
/**
 * The order confirmation's own list of the stay's orders, up to 100 (`usePlacedOrderCheck`): read
 * again from the network when an order's answer is lost. Were it older than the stay, the order
 * would only be sent again under its idempotency key, which never orders twice.
 */
const notCarriedPrefixes = ['orderedItems(first:100).'];
const isCarried = (path: string) =>
  !notCarried.has(path.split(/[.(]/)[0] ?? '') &&
  !notCarriedPrefixes.some((prefix) => path.startsWith(prefix));

/** Node ids are selected by Relay wherever it can: they are not facts of the stay. */
const withoutIds = (paths: Iterable<string>) =>
  [...paths].filter((path) => !/(^|\.)(id|__typename)$/.test(path));

const carried = storePathsUnder(stayClockQuery, ['reservation']);
const nameOf = (file: string) => file.split('/').at(-1)?.replace('.graphql.ts', '') ?? file;

describe('stayUpdate_reservation', () => {
  const stayScreens = Object.entries(screenQueries).filter(
    ([, query]) => storePathsUnder(query, ['reservation']).size > 0,
  );

  it('is read by the stay screens', () => {
    expect(stayScreens.map(([file]) => nameOf(file))).toEqual(
      expect.arrayContaining(['StayRouteQuery', 'AccessRouteQuery', 'ExtrasRouteQuery']),
    );
  });

  it.each(stayScreens.map(([file, query]) => [nameOf(file), query] as const))(
    'carries everything %s reads about the stay',
    (_, query) => {
      const read = withoutIds(storePathsUnder(query, ['reservation'])).filter(isCarried);
      expect(read.filter((path) => !carried.has(path))).toEqual([]);
    },
  );

  const changes = Object.entries(changeDocuments)
    .map(([file, document]) => {
      const root = document.operation.selections[0];
      const field = root && 'name' in root ? root.name : '';
      // The stay under a change's payload, or the stay itself where a query reads it again.
      const path = field === 'reservation' ? [field] : [field, 'reservation'];
      return [nameOf(file), document, path] as const;
    })
    .filter(([, document, path]) => storePathsUnder(document, path).size > 0);

  it('is what every change of a stay answers, the order status included', () => {
    expect(changes.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'useOrderProductsMutation',
        'useOrderCustomProductMutation',
        'useOrderStatusSubscription',
        'useOrderStatusSubscriptionQuery',
        'useChangeStayDatesMutation',
        'useAddCardMutation',
        'useCheckOutMutation',
        'useCancelReservationMutation',
      ]),
    );
  });

  it.each(changes)('is all carried by %s', (_, document, path) => {
    const answered = storePathsUnder(document, path);
    expect(withoutIds(carried).filter((path) => !answered.has(path))).toEqual([]);
  });
});

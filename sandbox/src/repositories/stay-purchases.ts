import type { SandboxDb } from '../db/connection.ts';
import type { CustomerRewardTable, OrderItemTable, PropertyTable } from '../db/types.ts';
import { type BoughtStayTimes, stayArrival, stayDeparture } from '../domain/door-keys.ts';
import { liveItemStatuses, type StayClock, type StayTimes } from '../domain/product-rules.ts';
import { localDateOf, zonedInstant } from '../domain/time.ts';
import { findBoughtStayTimes } from './stay-times.ts';

/** A live order item of the stay with the type of the product it bought (null: custom). */
export type LiveItem = OrderItemTable & { productType: string | null };

/** What a stay holds that decides what else it can buy: its live items, rewards and times. */
export interface StayPurchases {
  items: LiveItem[];
  rewards: CustomerRewardTable[];
  boughtTimes: BoughtStayTimes;
}

export async function findStayPurchases(
  db: SandboxDb,
  stay: { id: string; customerId: string; startDate: string; endDate: string },
): Promise<StayPurchases> {
  const [items, rewards, boughtTimes] = await Promise.all([
    db
      .selectFrom('orderItems')
      .leftJoin('products', 'products.id', 'orderItems.productId')
      .selectAll('orderItems')
      .select('products.type as productType')
      .where('orderItems.reservationId', '=', stay.id)
      .where('orderItems.status', 'in', liveItemStatuses)
      .orderBy('orderItems.createdAt')
      .execute(),
    db
      .selectFrom('customerRewards')
      .selectAll()
      .where('customerId', '=', stay.customerId)
      .execute(),
    findBoughtStayTimes(db, stay),
  ]);
  return { items, rewards, boughtTimes };
}

/** The reward ids live items already hold. */
export function claimedRewards(items: readonly Pick<OrderItemTable, 'customerRewardId'>[]) {
  return new Set(items.flatMap((item) => (item.customerRewardId ? [item.customerRewardId] : [])));
}

/** The stay's clock: now, today and its arrival in the property's time zone. */
export function stayClockOf(
  stay: { startDate: string; endDate: string },
  boughtTimes: BoughtStayTimes,
  property: Pick<PropertyTable, 'timeZone' | 'checkInTime' | 'checkOutTime'>,
  now: Date,
): StayClock & StayTimes {
  return {
    now,
    today: localDateOf(now, property.timeZone),
    timeZone: property.timeZone,
    arrival: stayArrival({ ...stay, boughtTimes }, property),
    standardArrival: zonedInstant(stay.startDate, property.checkInTime, property.timeZone),
    standardDeparture: stayDeparture(
      { ...stay, boughtTimes: { arrival: null, departure: null } },
      property,
    ),
  };
}

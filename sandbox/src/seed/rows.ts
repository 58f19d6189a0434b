import type { Database } from '../db/types.ts';

/** Rows to insert, table by table; the seed builders fill it and `insertRows` writes it. */
export type SeedRows = { [Table in keyof Database]: Database[Table][] };

export function emptyRows(): SeedRows {
  return {
    properties: [],
    propertyAccessGuides: [],
    propertyContent: [],
    helpArticles: [],
    partnerContent: [],
    unitCategories: [],
    unitCategoryImages: [],
    units: [],
    unitImages: [],
    propertyKeys: [],
    wifiNetworks: [],
    accessGuidelines: [],
    commonDoors: [],
    productGroups: [],
    products: [],
    customProducts: [],
    voucherCodes: [],
    creditCards: [],
    reservations: [],
    reservationGuests: [],
    orders: [],
    stayPayments: [],
    orderItems: [],
    transferRequests: [],
    customers: [],
    referralVoucherCodes: [],
    customerStatistics: [],
    customerRewards: [],
    oneTimeCodes: [],
    outbox: [],
    unlockRecords: [],
    timeslotInventory: [],
    timeslotBookings: [],
    cleaningSchedule: [],
    textTranslations: [],
    guestDetails: [],
    identityVerifications: [],
    elevatorRequests: [],
    idempotentRequests: [],
    revokedAccessTokens: [],
  };
}

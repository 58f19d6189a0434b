import type { Static } from 'typebox';
import type {
  CreditCardTable,
  CustomerTable,
  OrderItemTable,
  ProductGroupTable,
  ProductTable,
  PropertyTable,
  ReservationTable,
  TransferRequestTable,
} from '../db/types.ts';
import {
  type BoughtStayTimes,
  keyAccess,
  keyWindow,
  type StayForKeys,
  stayArrival,
} from '../domain/door-keys.ts';
import { toMajor } from '../domain/money.ts';
import { isLiveItem, rewardFor } from '../domain/product-rules.ts';
import { nightsBetween, zonedInstant } from '../domain/time.ts';
import type { ReservationBundle, ReservationLookup } from '../repositories/reservations.ts';
import { claimedRewards } from '../repositories/stay-purchases.ts';
import type { CreditCard, Customer } from '../schemas/customer.ts';
import type { OrderItem, Product, TransferRequest } from '../schemas/product.ts';
import type {
  CancellationPolicy,
  PropertyKey,
  Reservation,
  ReservationExpansion,
  ReservationSummary,
} from '../schemas/reservation.ts';
import type { PropertyUnit, UnitCategory } from '../schemas/unit.ts';
import { presentUnitCategory } from './catalogue.ts';
import { kilograms, presentImages } from './common.ts';
import {
  presentProperty,
  presentPropertyBrief,
  presentPropertyIntegrations,
  presentUnitIntegrations,
} from './property.ts';

type ReservationDto = Static<typeof Reservation>;

function presentDates(reservation: ReservationTable, property: PropertyTable) {
  return {
    startDate: zonedInstant(
      reservation.startDate,
      property.checkInTime,
      property.timeZone,
    ).toISOString(),
    endDate: zonedInstant(
      reservation.endDate,
      property.checkOutTime,
      property.timeZone,
    ).toISOString(),
    startDateLocal: reservation.startDate,
    endDateLocal: reservation.endDate,
    checkInDate: reservation.checkedInAt,
    checkOutDate: reservation.checkedOutAt,
  };
}

export function presentReservationSummary(
  lookup: ReservationLookup,
): Static<typeof ReservationSummary> {
  const { reservation, property, category, categoryImages } = lookup;
  return {
    id: reservation.id,
    slug: reservation.slug,
    confirmationNumber: reservation.confirmationNumber,
    ...presentDates(reservation, property),
    status: reservation.status,
    property: presentPropertyBrief(property),
    propertyUnitCategory: {
      id: category.id,
      name: category.name,
      images: presentImages(categoryImages),
    },
  };
}

export function presentCustomer(
  customer: CustomerTable,
  referralVoucherCodes: readonly { value: string }[] | undefined,
): Static<typeof Customer> {
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    userId: customer.userId,
    externalUserId: customer.externalUserId,
    options: JSON.parse(customer.options) as string[],
    ...(customer.intercomVerificationHash
      ? { intercomVerificationHash: customer.intercomVerificationHash }
      : {}),
    ...(referralVoucherCodes
      ? { referralVoucherCodes: referralVoucherCodes.map(({ value }) => ({ value })) }
      : {}),
  };
}

export function presentCreditCard(card: CreditCardTable): Static<typeof CreditCard> {
  const { customerId: _customer, chargeOutcome: _outcome, ...fields } = card;
  return fields as Static<typeof CreditCard>;
}

export function presentOrderItem(
  item: OrderItemTable,
  transfer?: TransferRequestTable,
): Static<typeof OrderItem> {
  return {
    id: item.id,
    orderId: item.orderId,
    productId: item.productId,
    customProductId: item.customProductId,
    status: item.status,
    consumptionDate: item.consumptionDate,
    consumptionEndDate: item.consumptionEndDate,
    quantity: item.quantity,
    priceGross: toMajor(item.priceGrossMinor),
    currency: item.currencyCode,
    customerRewardId: item.customerRewardId,
    isEstimate: item.isEstimate === 1,
    request: transfer ? presentTransferRequest(transfer) : null,
  };
}

function presentTransferRequest({
  direction,
  date,
  time,
  flightNumber,
  address,
}: TransferRequestTable): Static<typeof TransferRequest> {
  return {
    direction,
    date,
    time,
    ...(flightNumber ? { flightNumber } : {}),
    ...(address ? { address } : {}),
  };
}

export function presentProduct(
  product: ProductTable,
  groups: readonly ProductGroupTable[] | undefined,
  customerRewardId: string | null,
): Static<typeof Product> {
  const group = groups?.find((candidate) => candidate.key === product.groupKey);
  return {
    id: product.id,
    type: product.type,
    name: product.name,
    description: product.description,
    serviceId: product.serviceId,
    priceGross: toMajor(product.priceGrossMinor),
    currency: product.currencyCode,
    chargeInterval: product.chargeInterval,
    chargeMethod: product.chargeMethod,
    group: product.groupKey,
    isOrderable: product.isOrderable === 1,
    customerRewardId,
    isForArrival: product.isForArrival === 1,
    ...(group ? { productGroup: group as Static<typeof Product>['productGroup'] } : {}),
  } as Static<typeof Product>;
}

export function presentCancellationPolicy(
  reservation: ReservationTable,
  now: Date,
): Static<typeof CancellationPolicy> {
  const freeUntil = reservation.freeCancellationEndDate;
  return {
    type: reservation.cancellationType,
    isFreeCancellationAvailable:
      reservation.status === 'confirmed' &&
      reservation.cancellationType === 'refundable' &&
      freeUntil !== null &&
      now < new Date(freeUntil),
    isOTA: reservation.cancellationType === 'ota',
    freeCancellationEndDate: freeUntil,
  };
}

export function stayForKeys(
  reservation: ReservationTable,
  boughtTimes: BoughtStayTimes,
): StayForKeys {
  return {
    status: reservation.status,
    isPaid: reservation.isPaid === 1,
    checkInState: reservation.checkInState,
    startDate: reservation.startDate,
    endDate: reservation.endDate,
    checkedOutAt: reservation.checkedOutAt,
    boughtTimes,
  };
}

export function presentPropertyKeys(
  bundle: ReservationBundle,
  now: Date,
): Static<typeof PropertyKey>[] {
  const { reservation, property } = bundle;
  const stay = stayForKeys(reservation, bundle.boughtTimes);
  return bundle.propertyKeys.map((key) => {
    const access = keyAccess(key.validity, stay, property, now);
    const valid = access.kind === 'valid';
    return {
      id: key.id,
      name: key.name,
      type: key.type,
      accessType: key.accessType,
      sequenceNumber: key.sequenceNumber,
      validFromDate: access.validFrom.toISOString(),
      validToDate: access.validTo.toISOString(),
      code: valid ? key.code : null,
      keypadButton: valid ? key.keypadButton : null,
      errorCode: valid ? null : access.errorCode,
      availableAt: valid ? null : (access.availableAt?.toISOString() ?? null),
    } as Static<typeof PropertyKey>;
  });
}

function presentUnit(
  bundle: ReservationBundle,
  expand: ReadonlySet<ReservationExpansion>,
): Static<typeof PropertyUnit> {
  const { unit, property, reservation } = bundle;
  const unitDto: Static<typeof PropertyUnit> = {
    id: unit.id,
    floor: unit.floor,
    number: unit.number,
    name: unit.name,
    features: unit.features,
    images: presentImages(bundle.unitImages),
    type: unit.type as Static<typeof PropertyUnit>['type'],
    availableAt: stayArrival(stayForKeys(reservation, bundle.boughtTimes), property).toISOString(),
    emissionsCo2ePerNight: kilograms(unit.emissionsCo2eGramsPerNight),
    cmsSlug: unit.cmsSlug,
  };
  if (expand.has('propertyUnit.address')) {
    const isOverride = unit.addressLine1 !== null;
    unitDto.address = {
      addressLine1: unit.addressLine1 ?? property.addressLine1,
      addressLine2: isOverride ? unit.addressLine2 : property.addressLine2,
      zipCode: unit.zipCode ?? property.zipCode,
      city: unit.city ?? property.city,
      isOverride,
    };
  }
  if (expand.has('propertyUnit.integrations')) {
    unitDto.integrations = presentUnitIntegrations(
      unit.id,
      bundle.wifiNetworks,
      bundle.accessGuidelines,
    );
  }
  return unitDto;
}

function presentCategory(bundle: ReservationBundle): Static<typeof UnitCategory> {
  return presentUnitCategory(bundle.category, bundle.categoryImages);
}

/** The full reservation of spec §3 with exactly the expansions asked for. */
export function presentReservation(
  bundle: ReservationBundle,
  expand: ReadonlySet<ReservationExpansion>,
  now: Date,
): ReservationDto {
  const { reservation, property, unit, category } = bundle;
  const dto: ReservationDto = {
    id: reservation.id,
    reservationId: reservation.id,
    slug: reservation.slug,
    confirmationNumber: reservation.confirmationNumber,
    ...presentDates(reservation, property),
    adultsCount: reservation.adultsCount,
    childrenCount: reservation.childrenCount,
    propertyId: property.id,
    propertyUnitId: unit.id,
    propertyUnitCategoryId: category.id,
    customerId: reservation.customerId,
    totalPrice: toMajor(reservation.totalPriceMinor),
    currencyCode: reservation.currencyCode,
    status: reservation.status,
    checkInState: reservation.checkInState,
    idVerificationState: reservation.idVerificationState,
    isPaid: reservation.isPaid === 1,
    cleaningAllowance: reservation.cleaningAllowance,
  };
  if (expand.has('customer')) {
    dto.customer = presentCustomer(
      bundle.customer,
      expand.has('customer.referralVoucherCodes') ? bundle.referralVoucherCodes : undefined,
    );
  }
  if (expand.has('creditCards')) {
    dto.creditCards = bundle.creditCards.map(presentCreditCard);
    const card = bundle.creditCards.find((candidate) => candidate.id === reservation.creditCardId);
    dto.creditCard = card ? presentCreditCard(card) : null;
  }
  if (expand.has('orderItems')) {
    dto.orderItems = bundle.orderItems.map((item) =>
      presentOrderItem(
        item,
        bundle.transferRequests.find((request) => request.orderItemId === item.id),
      ),
    );
  }
  if (expand.has('property')) {
    dto.property = presentProperty(property);
    if (expand.has('property.integrations')) {
      dto.property.integrations = presentPropertyIntegrations(
        bundle.wifiNetworks,
        bundle.accessGuidelines,
        bundle.commonDoors,
      );
    }
  }
  if (expand.has('cancellationPolicy'))
    dto.cancellationPolicy = presentCancellationPolicy(reservation, now);
  if (expand.has('propertyKeys')) dto.propertyKeys = presentPropertyKeys(bundle, now);
  if (expand.has('propertyUnit')) dto.propertyUnit = presentUnit(bundle, expand);
  if (expand.has('propertyUnitCategory')) dto.propertyUnitCategory = presentCategory(bundle);
  if (expand.has('products')) {
    const groups = expand.has('products.productGroup') ? bundle.productGroups : undefined;
    const claimed = claimedRewards(bundle.orderItems.filter((item) => isLiveItem(item.status)));
    dto.products = bundle.products.map((product) =>
      presentProduct(product, groups, rewardFor(product.type, bundle.rewards, claimed)?.id ?? null),
    );
  }
  if (expand.has('sustainability')) {
    const nightsCount = nightsBetween(reservation.startDate, reservation.endDate);
    dto.sustainability = {
      emissionsCo2ePerNight: kilograms(unit.emissionsCo2eGramsPerNight),
      emissionsCo2eTotal: kilograms(unit.emissionsCo2eGramsPerNight * nightsCount),
      nightsCount,
    };
  }
  return dto;
}

/**
 * The first instant after `now` at which the presented reservation changes by the clock alone
 * (a door key window opens or closes, free cancellation ends); Infinity when nothing will.
 */
export function reservationChangesAt(bundle: ReservationBundle, now: Date): number {
  const { reservation, property } = bundle;
  const stay = stayForKeys(reservation, bundle.boughtTimes);
  const instants = (['unit', 'building'] as const).flatMap((validity) => {
    const window = keyWindow(validity, stay, property);
    return [window.validFrom.getTime(), window.validTo.getTime()];
  });
  if (reservation.freeCancellationEndDate)
    instants.push(Date.parse(reservation.freeCancellationEndDate));
  const future = instants.filter((instant) => instant > now.getTime());
  return future.length > 0 ? Math.min(...future) : Number.POSITIVE_INFINITY;
}

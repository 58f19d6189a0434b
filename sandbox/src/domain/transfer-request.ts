import type { CustomProductTable, TransferRequestTable } from '../db/types.ts';
import { badRequest, conflict } from '../errors.ts';
import { isCalendarDate } from './calendar-date.ts';
import { addMinutes, zonedInstant } from './time.ts';

export interface TransferRequestInput {
  direction: 'to-airport' | 'from-airport';
  date: string;
  time: string;
  flightNumber?: string | undefined;
  address?: string | undefined;
}

/** The custom product kind whose request asks where and when (spec §3: transfer-service). */
export const transferServiceType = 'transfer-service';

/**
 * What a transfer needs before it can be ordered: the direction, the day (within the stay), the
 * time, and the arriving flight (from the airport) or the pickup address (to the airport); and
 * the product's notice ('Order at least 24 hours ahead'): a date and time sooner than that is
 * refused. Other products take no request. Refused at once, naming the field; nothing is written
 * then.
 */
export function checkTransferRequest(
  product: Pick<CustomProductTable, 'productType' | 'noticeMinutes'>,
  request: TransferRequestInput | undefined,
  stay: { startDate: string; endDate: string },
  clock: { now: Date; timeZone: string },
): Omit<TransferRequestTable, 'orderItemId'> | null {
  if (product.productType !== transferServiceType) {
    if (request !== undefined) {
      throw badRequest('INVALID_INPUT', 'Only a transfer request takes request details', 'request');
    }
    return null;
  }
  if (request === undefined) {
    throw badRequest(
      'REQUEST_DETAILS_REQUIRED',
      'A transfer needs its direction, date, time and the flight number (from the airport) or the pickup address (to the airport)',
      'request',
    );
  }
  if (
    !isCalendarDate(request.date) ||
    request.date < stay.startDate ||
    request.date > stay.endDate
  ) {
    throw badRequest(
      'CONSUMPTION_DATE_OUTSIDE_STAY',
      `The transfer's date must fall within the stay (${stay.startDate} to ${stay.endDate})`,
      'request.date',
    );
  }
  const flightNumber = request.flightNumber?.replace(/\s+/g, ' ').trim().toUpperCase() || null;
  const address = request.address?.trim() || null;
  if (request.direction === 'from-airport' && !flightNumber) {
    throw badRequest(
      'REQUEST_DETAILS_REQUIRED',
      'A transfer from the airport needs the arriving flight number',
      'request.flightNumber',
    );
  }
  if (request.direction === 'to-airport' && !address) {
    throw badRequest(
      'REQUEST_DETAILS_REQUIRED',
      'A transfer to the airport needs the pickup address',
      'request.address',
    );
  }
  const earliest = addMinutes(clock.now, product.noticeMinutes ?? 0);
  if (zonedInstant(request.date, request.time, clock.timeZone) < earliest) {
    throw conflict(
      'INSIDE_NOTICE_PERIOD',
      `A transfer is ordered at least ${Math.round((product.noticeMinutes ?? 0) / 60)} hours ahead: from ${earliest.toISOString()}`,
      'request.time',
    );
  }
  return {
    direction: request.direction,
    date: request.date,
    time: request.time,
    flightNumber: request.direction === 'from-airport' ? flightNumber : null,
    address: request.direction === 'to-airport' ? address : null,
  };
}

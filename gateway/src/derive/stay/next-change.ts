import type { ReservationDto } from '../../upstream/dto.ts';
import { localDateOf, timeZoneOrDefault, wallClockInstant } from '../time.ts';
import type { StayStage } from './stage.ts';
import type { StayTimes } from './times.ts';

/** The facts about a stay its next clock-driven change depends on. */
export type NextChangeInput = {
  now: Date;
  stage: StayStage;
  timeZone: string;
  times: StayTimes;
  accessAfterCheckOut: { unitUntil: string; buildingUntil: string } | null;
};

/** Local times at which offers open or close every day: breakfast's cutoff, cleaning's last slot. */
const dailyOfferTimes = [
  { hours: 16, minutes: 0 },
  { hours: 20, minutes: 0 },
];

/**
 * The next instant after `now` at which a stay's clock-dependent facts change without anything
 * being bought or changed: the stage turns at midnight in the property's zone, offers open and
 * close around the standard and the changed arrival and departure times (and each day at
 * breakfast's 20:00 cutoff and cleaning's last 16:00 slot), door keys become usable or expire,
 * free cancellation ends, the doors close after check-out. Null once the stay is cancelled or
 * over: nothing more changes by the clock. Clients read the stay again then, so a screen left
 * open moves on with the stay (`Reservation.nextChangeAt`).
 */
export function nextChangeOf(reservation: ReservationDto, stay: NextChangeInput): string | null {
  const { now, stage, timeZone, times, accessAfterCheckOut } = stay;
  if (stage === 'CANCELLED' || stage === 'ENDED') return null;
  const candidates = [
    nextLocalTime(now, timeZone, { hours: 0, minutes: 0 }),
    ...dailyOfferTimes.map((time) => nextLocalTime(now, timeZone, time)),
    times.standardArrival,
    times.standardDeparture,
    times.arrival,
    times.departure,
    reservation.cancellationPolicy?.freeCancellationEndDate,
    accessAfterCheckOut?.unitUntil,
    accessAfterCheckOut?.buildingUntil,
    ...(reservation.propertyKeys ?? []).flatMap((key) => [
      key.validFromDate,
      key.validToDate,
      key.availableAt,
    ]),
  ];
  let next: number | null = null;
  for (const candidate of candidates) {
    if (!candidate) continue;
    const at = Date.parse(candidate);
    if (Number.isNaN(at) || at <= now.getTime()) continue;
    if (next === null || at < next) next = at;
  }
  return next === null ? null : new Date(next).toISOString();
}

/**
 * The next instant the zone's wall clock shows this time: today's when it is still ahead, else
 * tomorrow's (midnight is the start of the next calendar day; a day may be 23 or 25 hours long).
 */
function nextLocalTime(
  now: Date,
  timeZone: string,
  { hours, minutes }: { hours: number; minutes: number },
): string {
  const zone = timeZoneOrDefault(timeZone);
  const localToday = localDateOf(now, zone);
  const today = wallClockInstant(localToday, hours, minutes, zone);
  if (today.getTime() > now.getTime()) return today.toISOString();
  return wallClockInstant(localToday, hours, minutes, zone, 1).toISOString();
}

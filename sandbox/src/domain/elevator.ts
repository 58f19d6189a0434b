// An elevator call as the app shows it (spec §4: idle, sending request, on the way): the
// sandbox's elevator acknowledges at once, starts moving a few seconds later and arrives after
// a ride, all measured on the sandbox clock so tests can move time instead of waiting.
export const elevatorDepartsAfterSeconds = 3;
export const elevatorArrivesAfterSeconds = 15;

export type ElevatorStatus = 'sent' | 'on-the-way' | 'arrived';

export function elevatorStatus(requestedAt: Date, now: Date): ElevatorStatus {
  const elapsedSeconds = (now.getTime() - requestedAt.getTime()) / 1000;
  if (elapsedSeconds >= elevatorArrivesAfterSeconds) return 'arrived';
  if (elapsedSeconds >= elevatorDepartsAfterSeconds) return 'on-the-way';
  return 'sent';
}

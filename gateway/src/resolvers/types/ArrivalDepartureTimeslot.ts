import type { ArrivalDepartureTimeslotResolvers } from '../../graphql/resolvers.generated.ts';

export const ArrivalDepartureTimeslot: ArrivalDepartureTimeslotResolvers = {
  timeslotId: (timeslot) => timeslot.id,
};

import { toGraphQLEnum } from '../../derive/enums.ts';
import { keyUnavailabilityOf } from '../../derive/stay/index.ts';
import { toReservationPartId } from '../../graphql/global-id.ts';
import type { DoorKeyResolvers } from '../../graphql/resolvers.generated.ts';
import { KeyAccessType, PropertyKeyType } from '../../graphql/schema-types.generated.ts';

export const DoorKey: DoorKeyResolvers = {
  id: (key) => toReservationPartId('DoorKey', key.reservationId, key.id),
  keyId: (key) => key.id,
  // A door without a name of its own (an empty name upstream) is named by its type in the app.
  name: (key) => key.name?.trim() || null,
  type: (key) => toGraphQLEnum(key.type, PropertyKeyType, 'UNKNOWN'),
  accessType: (key) => toGraphQLEnum(key.accessType, KeyAccessType, 'UNKNOWN'),
  sequenceNumber: (key) => key.sequenceNumber ?? 0,
  validFrom: (key) => key.validFromDate ?? null,
  validTo: (key) => key.validToDate ?? null,
  keypadButton: (key) => key.keypadButton ?? null,
  // A key that cannot be used must not reveal its code (e.g. before payment).
  code: (key) => (key.errorCode ? null : (key.code ?? null)),
  unavailability: (key) => keyUnavailabilityOf(key),
};

import { GatewayError } from '../errors/gateway-error.ts';
import type { GuestDetailsInput } from '../graphql/schema-types.generated.ts';
import { dialledPhone } from './contact.ts';

/**
 * The upstream body: enum values in the core API's spelling, country codes upper-case, the phone
 * as it is dialled (`00 358 …` → `+358…`). A phone that is no international number is refused
 * on its field before anything is sent.
 */
export function guestDetailsBody(input: GuestDetailsInput) {
  const { address } = input;
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    dateOfBirth: input.dateOfBirth,
    nationality: input.nationality.trim().toUpperCase(),
    email: input.email.trim(),
    phone: guestPhone(input.phone),
    address: {
      addressLine1: address.addressLine1.trim(),
      ...(address.addressLine2?.trim() ? { addressLine2: address.addressLine2.trim() } : {}),
      zipCode: address.zipCode.trim(),
      city: address.city.trim(),
      countryCode: address.countryCode.trim().toUpperCase(),
    },
    arrivalPurpose: input.arrivalPurpose.toLowerCase(),
  };
}

function guestPhone(typed: string): string {
  const phone = dialledPhone(typed);
  if (phone === null) throw GatewayError.of('BAD_USER_INPUT', 'input.phone');
  return phone;
}

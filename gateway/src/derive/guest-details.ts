import type { GuestDetailsInput } from '../graphql/schema-types.generated.ts';

/** The upstream body: enum values in the core API's spelling, country codes upper-case. */
export function guestDetailsBody(input: GuestDetailsInput) {
  const { address } = input;
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    dateOfBirth: input.dateOfBirth,
    nationality: input.nationality.trim().toUpperCase(),
    email: input.email.trim(),
    phone: input.phone.trim(),
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

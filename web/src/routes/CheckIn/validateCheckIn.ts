export type CheckInValues = { lastName: string; bookingNumber: string };
export type CheckInField = keyof CheckInValues;
export type CheckInErrors = Partial<Record<CheckInField, 'required'>>;

/** Field order matters: the first invalid field in this order receives focus. */
export const checkInFields: readonly CheckInField[] = ['lastName', 'bookingNumber'];

export function validateCheckIn(values: CheckInValues): CheckInErrors {
  const errors: CheckInErrors = {};
  for (const field of checkInFields) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  return errors;
}

export function trimCheckIn(values: CheckInValues): CheckInValues {
  return { lastName: values.lastName.trim(), bookingNumber: values.bookingNumber.trim() };
}

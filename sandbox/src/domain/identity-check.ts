// Which guests must verify their identity at online check-in. Hotels in the operator's countries
// must register foreign guests with an identity document, so the sandbox asks for an ID check
// when the main guest's nationality differs from the property's country (the region of its
// default language, e.g. fi-FI -> FI) and completes check-in straight away otherwise.

export function propertyCountry(propertyLanguage: string): string | null {
  const region = propertyLanguage.split('-')[1];
  return region ? region.toUpperCase() : null;
}

export function needsIdentityCheck(nationality: string, propertyLanguage: string): boolean {
  return propertyCountry(propertyLanguage) !== nationality.toUpperCase();
}

/** Guests must be adults on the day of arrival. */
export const minimumGuestAge = 18;

export function ageOn(dateOfBirth: string, onDate: string): number {
  const [birthYear = 0, birthMonthDay = ''] = [
    Number(dateOfBirth.slice(0, 4)),
    dateOfBirth.slice(5),
  ];
  const [year = 0, monthDay = ''] = [Number(onDate.slice(0, 4)), onDate.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** Spec §3: phone values are normalised to a plus followed by digits only. */
export function normalisePhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

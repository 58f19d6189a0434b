// Prices are stored as integer minor units, so sums never drift; the API answers decimal numbers
// (12.5) next to a currency code. Every currency the operator uses has two decimals.
const minorUnitsPerMajor = 100;

export function toMajor(minor: number): number {
  return minor / minorUnitsPerMajor;
}

export function toMinor(major: number): number {
  return Math.round(major * minorUnitsPerMajor);
}

/** Spec §5: phone values are normalised to a plus followed by digits only; null when none. */
export function normalisePhone(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '');
  return digits.length === 0 ? null : `+${digits}`;
}

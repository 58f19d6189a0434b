import type { ImageTable } from '../db/types.ts';

export function presentImages(
  images: readonly ImageTable[],
): { url: string; sequenceNumber: number }[] {
  return [...images]
    .sort((a, b) => a.sequenceNumber - b.sequenceNumber)
    .map(({ url, sequenceNumber }) => ({ url, sequenceNumber }));
}

/** Emissions are stored in grams and answered in kilograms. */
export function kilograms(grams: number): number {
  return Math.round(grams) / 1000;
}

import type { ImageDto } from '../upstream/dto.ts';

/** Served by the web app; shown when a unit or category has no image of its own. */
export const placeholderImageUrl = '/images/placeholder-unit.svg';

export type ImageView = { url: string; sequenceNumber: number; isPlaceholder: boolean };

/** Spec §3: images ordered by sequenceNumber, with a placeholder fallback. */
export function orderedImages(images: readonly ImageDto[] | null | undefined): ImageView[] {
  const usable = (images ?? []).filter((image) => image.url);
  if (usable.length === 0)
    return [{ url: placeholderImageUrl, sequenceNumber: 0, isPlaceholder: true }];
  return usable
    .map((image, index) => ({
      url: image.url,
      sequenceNumber: image.sequenceNumber ?? index,
      isPlaceholder: false,
    }))
    .sort((a, b) => a.sequenceNumber - b.sequenceNumber);
}

/** Features arrive newline-separated (or already as a list); blank lines are dropped. */
export function featureList(features: string | readonly string[] | null | undefined): string[] {
  const lines = typeof features === 'string' ? features.split('\n') : (features ?? []);
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

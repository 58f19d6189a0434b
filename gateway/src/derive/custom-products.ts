import type { CustomProductDto } from '../upstream/dto.ts';

export type DroppedCustomProduct = { id: string; type: string; missing: string[] };

/** Fields a custom product of each type cannot be shown without (spec §5). */
const requiredByType: Record<string, readonly (keyof CustomProductDto)[]> = {
  'third-party': ['actionUrl', 'actionName'],
  dummy: ['actionName', 'dummyTitle', 'dummyMessage'],
};

/**
 * Splits the core API's custom products into those the app shows and those it drops: a
 * third-party product needs an action address and name, a dummy one an action name and its
 * success title and message. The dropped ones come back with what they lack, for reporting.
 */
export function validateCustomProducts(products: readonly CustomProductDto[]): {
  shown: CustomProductDto[];
  dropped: DroppedCustomProduct[];
} {
  const shown: CustomProductDto[] = [];
  const dropped: DroppedCustomProduct[] = [];
  for (const product of products) {
    const missing = (requiredByType[product.type] ?? []).filter((field) => {
      const value = product[field];
      return typeof value !== 'string' || value.trim().length === 0;
    });
    if (missing.length === 0) shown.push(product);
    else dropped.push({ id: product.id, type: product.type, missing });
  }
  return { shown, dropped };
}

import { stableId } from '../domain/ids.ts';
import { localise } from './localise.ts';
import type { SeedRows } from './rows.ts';

// The real catalogue holds custom products that were never finished: a third-party offer with no
// action link and a dummy with no success message. Spec §5 says the app drops and reports them,
// so two demo properties carry such rows for the gateway's validation to meet.
const propertiesWithIncompleteProducts = ['helsinki-kas40', 'london-ch65'];

export function addIncompleteCustomProducts(rows: SeedRows): void {
  for (const property of rows.properties) {
    if (!propertiesWithIncompleteProducts.includes(property.key)) continue;
    const common = {
      propertyId: property.id,
      currencyCode: property.currencyCode,
      logoUrl: null,
      guidelines: null,
      priceMinor: null,
      isExactPrice: 0 as const,
      productType: null,
      groupKey: 'local-products',
      actionUrl: null,
      dummyTitle: null,
      dummyMessage: null,
      noticeMinutes: null,
    };
    const spaId = stableId('custom-product', `${property.key}:spa-draft`);
    const flowersId = stableId('custom-product', `${property.key}:flowers-draft`);
    rows.customProducts.push(
      {
        ...common,
        id: spaId,
        type: 'third-party',
        ...localise(rows, 'customProducts', ({ customProducts }) => ({
          ...customProducts.spaDraft,
        })),
        imageUrl: '/images/seed/spa.svg',
      },
      {
        ...common,
        id: flowersId,
        type: 'dummy',
        ...localise(rows, 'customProducts', ({ customProducts }) => ({
          ...customProducts.flowersDraft,
        })),
        imageUrl: '/images/seed/flowers.svg',
      },
    );
  }
}

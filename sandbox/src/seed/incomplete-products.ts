import { stableId } from '../domain/ids.ts';
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
      dummyTitle: null,
      dummyMessage: null,
    };
    rows.customProducts.push(
      {
        ...common,
        id: stableId('custom-product', `${property.key}:spa-draft`),
        type: 'third-party',
        title: 'Day spa',
        description: 'A partner spa offer whose booking link was never filled in.',
        imageUrl: 'https://images.sandbox.guest-app.test/custom/spa.jpg',
        actionUrl: null,
        actionName: 'Book the spa',
      },
      {
        ...common,
        id: stableId('custom-product', `${property.key}:flowers-draft`),
        type: 'dummy',
        title: 'Flowers in the room',
        description: 'A dummy product missing its success message.',
        imageUrl: 'https://images.sandbox.guest-app.test/custom/flowers.jpg',
        actionUrl: null,
        actionName: 'Order flowers',
        dummyTitle: 'Lovely!',
      },
    );
  }
}

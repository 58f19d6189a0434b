import { validateCustomProducts } from '../../derive/custom-products.ts';
import { localDateOf, timeZoneOrDefault } from '../../derive/time.ts';
import { toEntityId, toGlobalId } from '../../graphql/global-id.ts';
import type { PropertyResolvers } from '../../graphql/resolvers.generated.ts';
import { noticesInEffect, noticeTextIn } from '../../steps/operator-content.ts';

export const Property: PropertyResolvers = {
  id: (property) => toGlobalId('Property', property.id),
  zipCode: (property) => property.zipCode ?? null,
  addressLine1: (property) => property.addressLine1 ?? null,
  addressLine2: (property) => property.addressLine2 ?? null,
  googleMapsUrl: (property) => property.googleMapsUrl ?? null,
  timeZone: (property) => timeZoneOrDefault(property.timeZone),
  currencyCode: (property) => property.currencyCode || 'EUR',
  defaultLanguage: (property) => property.language ?? null,
  isWhiteLabel: (property) => property.isWhiteLabel ?? false,
  pciProxyPublicKey: (property) => property.pciProxyPublicKey ?? null,
  entrance: (property) => property.entrance ?? null,
  // The expanded property usually carries its contacts; only a bare one costs the contacts call.
  contacts: async (property, _, { loaders }) => {
    if (property.phone !== undefined) return property;
    return (await loaders.propertyContactsByKey.load(property.key)) ?? property;
  },
  propertyId: (property) => property.id,
  hostDisplayName: (property) => property.hostDisplayName ?? null,
  hostId: (property) => property.hostId ?? null,
  helpContent: async (property, _, { loaders }) =>
    (await loaders.propertyContent.load(property.id)) ?? null,
  partnerContent: (property, _, { loaders }) => loaders.partnerContent.load(property.id),
  // Today in the property's calendar by the core API's clock, which the sandbox's clock moves.
  notices: (property, _, { now, language }) =>
    noticesInEffect(property.key, localDateOf(now(), timeZoneOrDefault(property.timeZone))).map(
      (notice) => ({
        id: toEntityId('PropertyNotice', `${property.key}/${notice.noticeId}`),
        noticeId: notice.noticeId,
        startsOn: notice.startsOn,
        endsOn: notice.endsOn,
        ...noticeTextIn(notice, language),
      }),
    ),
  customProducts: async (property, _, { loaders, logger, metrics }) => {
    const { shown, dropped } = validateCustomProducts(
      await loaders.customProducts.load(property.id),
    );
    for (const product of dropped) {
      logger.warn(
        { customProductId: product.id, type: product.type, missing: product.missing },
        'custom product dropped: incomplete in the core API',
      );
      metrics.countDroppedCustomProduct(product.type);
    }
    return shown;
  },
};

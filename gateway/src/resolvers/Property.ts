import { normalisePhone } from '../derive/contact.ts';
import { timeZoneOrDefault } from '../derive/time.ts';
import { toGlobalId } from '../graphql/global-id.ts';
import type {
  PropertyContactsResolvers,
  PropertyResolvers,
} from '../graphql/resolvers.generated.ts';

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
};

export const PropertyContacts: PropertyContactsResolvers = {
  phone: (contacts) => normalisePhone(contacts.phone),
  whatsappNumber: (contacts) => normalisePhone(contacts.whatsappNumber),
};

import { normalisePhone } from '../../derive/contact.ts';
import type { PropertyContactsResolvers } from '../../graphql/resolvers.generated.ts';

export const PropertyContacts: PropertyContactsResolvers = {
  phone: (contacts) => normalisePhone(contacts.phone),
  whatsappNumber: (contacts) => normalisePhone(contacts.whatsappNumber),
};

/**
 * Properties and unit categories, by id and by key. One function per call, so resolvers and
 * loaders never assemble paths, headers or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type { PropertyContactsDto, PropertyDto, UnitCategoryDto } from './dto.ts';

/** The property fields the schema shows (spec §7 reads a property with `$select`). */
export const propertySelect = [
  'id',
  'key',
  'name',
  'city',
  'zipCode',
  'addressLine1',
  'addressLine2',
  'googleMapsUrl',
  'timeZone',
  'currencyCode',
  'language',
  'isWhiteLabel',
  'pciProxyPublicKey',
  'entrance',
  'hostDisplayName',
  'hostId',
].join(',');

export function fetchProperty(
  upstream: UpstreamClient,
  id: string,
): Promise<PropertyDto | undefined> {
  return upstream.find<PropertyDto>({
    method: 'GET',
    path: '/properties/{id}',
    params: { id },
    query: { $select: propertySelect },
  });
}

export async function fetchPropertyContacts(
  upstream: UpstreamClient,
  key: string,
): Promise<PropertyContactsDto | undefined> {
  const list = await upstream.call<PropertyContactsDto[]>({
    method: 'GET',
    path: '/properties',
    query: { key, $select: 'id,whatsappNumber,phone,key' },
  });
  return list.find((entry) => entry.key === key);
}

/** A property by key, with its contacts in the same answer (so `contacts` costs no extra call). */
export async function findPropertyByKey(
  upstream: UpstreamClient,
  key: string,
): Promise<PropertyDto | undefined> {
  const list = await upstream.call<PropertyDto[]>({
    method: 'GET',
    path: '/properties',
    query: { key, $select: `${propertySelect},phone,whatsappNumber` },
  });
  return list.find((entry) => entry.key === key);
}

export function fetchUnitCategory(
  upstream: UpstreamClient,
  id: string,
): Promise<UnitCategoryDto | undefined> {
  return upstream.find<UnitCategoryDto>({
    method: 'GET',
    path: '/property-unit-categories/{id}',
    params: { id },
  });
}

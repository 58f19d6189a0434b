/**
 * A property's content: help articles, partners, custom products. One function per call, so
 * resolvers and loaders never assemble paths, headers or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type { CustomProductDto, ProductContentDto, PropertyContentDto } from './dto.ts';

/** Help articles in the caller's language; undefined when the property has none. */
export function fetchPropertyContent(
  upstream: UpstreamClient,
  propertyId: string,
): Promise<PropertyContentDto | undefined> {
  return upstream.find<PropertyContentDto>({
    method: 'GET',
    path: '/property-content',
    query: { propertyId },
  });
}

export function fetchPartnerContent(
  upstream: UpstreamClient,
  propertyId: string,
): Promise<ProductContentDto> {
  return upstream.call<ProductContentDto>({
    method: 'GET',
    path: '/product-content',
    query: { propertyId, $expand: 'breakfast,gym' },
  });
}

export function fetchCustomProducts(
  upstream: UpstreamClient,
  propertyId: string,
): Promise<CustomProductDto[]> {
  return upstream.call<CustomProductDto[]>({
    method: 'GET',
    path: '/custom-products',
    query: { propertyId, $expand: 'productGroup' },
  });
}

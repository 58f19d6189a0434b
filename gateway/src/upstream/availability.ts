/**
 * What a stay can still have (products, unit dates) and what a unit category costs. One function
 * per call, so resolvers and loaders never assemble paths, headers or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type {
  CategoryAvailabilityDto,
  ProductAvailabilityDto,
  UnitAvailabilityDateDto,
} from './dto.ts';

/** Undefined when the property does not sell the product (404). */
export function fetchProductAvailability(
  upstream: UpstreamClient,
  reservationId: string,
  productType: string,
): Promise<ProductAvailabilityDto | undefined> {
  return upstream.find<ProductAvailabilityDto>({
    method: 'GET',
    path: '/product-availability/{productTypeOrId}',
    params: { productTypeOrId: productType },
    query: { reservationId },
  });
}

export function fetchUnitAvailability(
  upstream: UpstreamClient,
  reservationId: string,
): Promise<UnitAvailabilityDateDto[]> {
  return upstream.call<UnitAvailabilityDateDto[]>({
    method: 'GET',
    path: '/property-unit-availability',
    query: { reservationId },
  });
}

export type CategoryAvailabilityQuery = {
  unitCategoryId: string;
  startDate: string;
  endDate: string;
  adultCount: number;
  childrenCount?: number | null;
  voucherCode?: string | null;
};

export function fetchCategoryAvailability(
  upstream: UpstreamClient,
  query: CategoryAvailabilityQuery,
): Promise<CategoryAvailabilityDto> {
  return upstream.call<CategoryAvailabilityDto>({
    method: 'GET',
    path: '/property-unit-category-availability',
    query: {
      startDateLocal: query.startDate,
      endDateLocal: query.endDate,
      propertyUnitCategoryId: query.unitCategoryId,
      adultCount: query.adultCount,
      childrenCount: query.childrenCount ?? 0,
      voucherCode: query.voucherCode || undefined,
    },
  });
}

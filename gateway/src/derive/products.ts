import { ChargeMethod, ProductGroup } from '../graphql/schema-types.generated.ts';
import { toGraphQLEnum } from './enums.ts';

/** Spec §3 product groups, shared by offered and custom products. */
export function productGroupOf(raw: string | null | undefined) {
  return toGraphQLEnum(raw, ProductGroup, 'UNKNOWN');
}

/** Spec §3 charge methods, shared by offered products and daily availability; else `ONCE`. */
export function chargeMethodOf(raw: string | null | undefined) {
  return toGraphQLEnum(raw, ChargeMethod, 'ONCE');
}

import { toGraphQLEnum } from '../derive/enums.ts';

const productGroups = ['BOB_W_PRODUCTS', 'LOCAL_PRODUCTS', 'PROPERTY_RELATED_PRODUCTS'] as const;
const chargeMethods = ['PER_TIME_UNIT', 'PER_PERSON', 'PER_PERSON_PER_TIME_UNIT'] as const;

/** Spec §3 product groups, shared by offered and custom products. */
export function productGroupOf(raw: string | null | undefined) {
  return toGraphQLEnum(raw, productGroups, 'UNKNOWN');
}

/** Spec §3 charge methods, shared by offered products and daily availability; else `ONCE`. */
export function chargeMethodOf(raw: string | null | undefined) {
  return toGraphQLEnum(raw, chargeMethods, 'ONCE');
}

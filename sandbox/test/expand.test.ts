import { describe, expect, it } from 'vitest';
import { parseExpand } from '../src/domain/expand.ts';

const supported = [
  'customer',
  'customer.referralVoucherCodes',
  'propertyUnit',
  'propertyUnit.address',
] as const;

describe('$expand parsing', () => {
  it('expands nothing when absent or empty', () => {
    expect(parseExpand(undefined, supported).size).toBe(0);
    expect(parseExpand(' , ', supported).size).toBe(0);
  });

  it('adds the parents of dotted names and trims spaces', () => {
    expect(parseExpand(' propertyUnit.address , customer.referralVoucherCodes', supported)).toEqual(
      new Set([
        'propertyUnit',
        'propertyUnit.address',
        'customer',
        'customer.referralVoucherCodes',
      ]),
    );
  });

  it('refuses unknown names, naming $expand', () => {
    expect(() => parseExpand('customer,customer.password', supported)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'INVALID_EXPAND', field: '$expand' }),
    );
  });
});

import { toGraphQLEnum } from '../../derive/enums.ts';
import { moneyOf } from '../../derive/money.ts';
import type { ExtensionOptionResolvers } from '../../graphql/resolvers.generated.ts';
import { ExtensionKind } from '../../graphql/schema-types.generated.ts';

export const ExtensionOption: ExtensionOptionResolvers = {
  kind: (option) => toGraphQLEnum(option.kind, ExtensionKind, 'MORE_THAN_TWO_NIGHTS'),
  pricePerNight: (option) => moneyOf(option.pricePerNight, option.currency),
  totalPrice: (option) => moneyOf(option.totalPrice, option.currency),
};

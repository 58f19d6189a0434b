import { toGraphQLEnum } from '../../derive/enums.ts';
import { isRewardUnlocked, rewardStatusOf } from '../../derive/rewards.ts';
import { toEntityId } from '../../graphql/global-id.ts';
import type { RewardResolvers } from '../../graphql/resolvers.generated.ts';
import { RewardType } from '../../graphql/schema-types.generated.ts';

export const Reward: RewardResolvers = {
  id: (reward) => toEntityId('Reward', reward.id),
  rewardId: (reward) => reward.id,
  // Only kept types reach here (shownRewards), so the fallback is never used.
  type: (reward) => toGraphQLEnum(reward.type, RewardType, 'LOYALTY_VOUCHER'),
  status: (reward) => rewardStatusOf(reward),
  isUnlocked: (reward) => isRewardUnlocked(reward),
  usedAt: (reward) => reward.redeemedAt ?? null,
  subTitle: (reward) => reward.content?.subTitle ?? '',
  description: (reward) => reward.content?.description ?? '',
  guideline: (reward) => reward.content?.guideline ?? '',
};

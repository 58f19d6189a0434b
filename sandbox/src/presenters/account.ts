import type { Static } from 'typebox';
import type { CustomerRewardTable } from '../db/types.ts';
import type { Reward } from '../schemas/account.ts';

/** Content is all three texts or null: a reward stored without a subtitle has no content. */
export function presentReward(reward: CustomerRewardTable): Static<typeof Reward> {
  return {
    id: reward.id,
    type: reward.type,
    name: reward.name,
    nightsUntilNextTier: reward.nightsUntilNextTier,
    totalNightsRequired: reward.totalNightsRequired,
    reservationsUntilNextTier: reward.reservationsUntilNextTier,
    content:
      reward.contentSubTitle === null
        ? null
        : {
            subTitle: reward.contentSubTitle,
            description: reward.contentDescription ?? '',
            guideline: reward.contentGuideline ?? '',
          },
    redeemedAt: reward.redeemedAt,
  };
}

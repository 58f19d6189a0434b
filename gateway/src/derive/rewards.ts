import { RewardType } from '../graphql/schema-types.generated.ts';
import type { RewardDto } from '../upstream/dto.ts';
import { toUpstreamEnum } from './enums.ts';

/** Spec §3: the reward types the app shows (the schema's `RewardType`); every other is dropped. */
export const keptRewardTypes: readonly string[] = Object.values(RewardType).map(toUpstreamEnum);

export type RewardStatus = 'ACTIVE' | 'UPCOMING' | 'INACTIVE';

type Progress = Pick<RewardDto, 'nightsUntilNextTier' | 'reservationsUntilNextTier'>;

/** Spec §4: active with nothing left to do, upcoming with one reservation left, else inactive. */
export function rewardStatusOf({
  nightsUntilNextTier,
  reservationsUntilNextTier,
}: Progress): RewardStatus {
  if (nightsUntilNextTier !== 0) return 'INACTIVE';
  if (reservationsUntilNextTier === 0) return 'ACTIVE';
  return reservationsUntilNextTier === 1 ? 'UPCOMING' : 'INACTIVE';
}

/** Active and upcoming rewards count as unlocked, inactive ones as locked. */
export function isRewardUnlocked(reward: Progress): boolean {
  return rewardStatusOf(reward) !== 'INACTIVE';
}

/**
 * Spec §3: kept types only, sorted by the nights plus reservations still needed, so the rewards
 * closest to being earned come first (ties keep the core API's order).
 */
export function shownRewards<T extends Progress & Pick<RewardDto, 'type'>>(
  rewards: readonly T[],
): T[] {
  const kept = new Set<string>(keptRewardTypes);
  const distance = (reward: T) => reward.nightsUntilNextTier + reward.reservationsUntilNextTier;
  return rewards
    .filter((reward) => kept.has(reward.type))
    .map((reward, index) => ({ reward, index }))
    .sort((a, b) => distance(a.reward) - distance(b.reward) || a.index - b.index)
    .map(({ reward }) => reward);
}

import { RewardType } from '../graphql/schema-types.generated.ts';
import type { CustomerStatisticsDto, RewardDto } from '../upstream/dto.ts';
import { toUpstreamEnum } from './enums.ts';

/** Spec §3: the reward types the app shows (the schema's `RewardType`); every other is dropped. */
export const keptRewardTypes: readonly string[] = Object.values(RewardType).map(toUpstreamEnum);

export type RewardStatus = 'ACTIVE' | 'UPCOMING' | 'INACTIVE' | 'USED';

type Progress = Pick<RewardDto, 'nightsUntilNextTier' | 'reservationsUntilNextTier'> & {
  redeemedAt?: string | null;
};

/**
 * Spec §4: active with nothing left to do, upcoming with one reservation left, else inactive;
 * and used once a stay has used it (the core API's `redeemedAt`: a reward is used once, and what
 * it made free is recorded free).
 */
export function rewardStatusOf({
  nightsUntilNextTier,
  reservationsUntilNextTier,
  redeemedAt,
}: Progress): RewardStatus {
  if (redeemedAt) return 'USED';
  if (nightsUntilNextTier !== 0) return 'INACTIVE';
  if (reservationsUntilNextTier === 0) return 'ACTIVE';
  return reservationsUntilNextTier === 1 ? 'UPCOMING' : 'INACTIVE';
}

/** Active and upcoming rewards count as unlocked; inactive ones are locked, used ones spent. */
export function isRewardUnlocked(reward: Progress): boolean {
  const status = rewardStatusOf(reward);
  return status === 'ACTIVE' || status === 'UPCOMING';
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

/**
 * The rewards as the account's statistics count the customer's nights: each reward's nights still
 * needed is its total less the nights stayed, never below 0, so the rewards screen and the
 * account's "nights stayed" read one number. Without statistics (they failed to load) the core
 * API's own progress stands.
 */
export function rewardsAsCounted<
  T extends Pick<RewardDto, 'nightsUntilNextTier' | 'totalNightsRequired'>,
>(rewards: readonly T[], statistics: Pick<CustomerStatisticsDto, 'nightsStayed'> | null): T[] {
  if (!statistics) return [...rewards];
  return rewards.map((reward) => ({
    ...reward,
    nightsUntilNextTier: Math.max(0, reward.totalNightsRequired - statistics.nightsStayed),
  }));
}

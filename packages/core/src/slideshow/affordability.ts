/** Affordability of an instruction slide, shared by the viewer and the server's charge. */

export interface PointBalance {
  rewardPoints: number;
  punishmentPoints: number;
}

export interface SlideCost {
  rewardCost: number;
  punishmentCost: number;
}

/**
 * The user needs at least the reward cost in RP, and at least the punishment cost in PP when
 * that cost is above 0.
 */
export function canAffordSlide(balance: PointBalance, cost: SlideCost): boolean {
  if (balance.rewardPoints < cost.rewardCost) return false;
  return cost.punishmentCost <= 0 || balance.punishmentPoints >= cost.punishmentCost;
}

/** The balance after a charge of this slide's costs. */
export function balanceAfterCharge(balance: PointBalance, cost: SlideCost): PointBalance {
  return {
    rewardPoints: balance.rewardPoints - cost.rewardCost,
    punishmentPoints: balance.punishmentPoints - cost.punishmentCost,
  };
}

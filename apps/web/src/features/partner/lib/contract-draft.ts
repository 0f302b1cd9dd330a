import {
  PARTNER_LIMIT_MAX,
  partnerPresets,
  partnerRights,
  type PartnerContract,
  type PartnerLimits,
  type PartnerPreset,
  type PartnerRight,
} from '@gauntlet/core';

/**
 * The contract as the form holds it while the player edits it: the limits as typed (text), kept
 * while their right is off so that switching it back on restores them.
 */
export interface ContractDraft {
  rights: PartnerRight[];
  limits: Record<keyof PartnerLimits, string>;
}

export type LimitName = keyof PartnerLimits;

/** Each limit, the right that uses it, and the most it may be set to. */
export const LIMITS: { name: LimitName; right: PartnerRight; max: number }[] = [
  { name: 'punishmentPointsPerDay', right: 'punish', max: PARTNER_LIMIT_MAX },
  { name: 'rewardPointsPerDay', right: 'reward', max: PARTNER_LIMIT_MAX },
  { name: 'punishmentGoalsPerChallenge', right: 'punish', max: 20 },
];

export const draftOf = (contract: PartnerContract): ContractDraft => ({
  rights: [...contract.rights],
  limits: {
    punishmentPointsPerDay: String(contract.limits.punishmentPointsPerDay),
    rewardPointsPerDay: String(contract.limits.rewardPointsPerDay),
    punishmentGoalsPerChallenge: String(contract.limits.punishmentGoalsPerChallenge),
  },
});

/** Nothing granted: every right is off until the player turns it on. */
export const EMPTY_DRAFT: ContractDraft = draftOf({ rights: [], limits: partnerPresets.watcher.limits });

/**
 * Turns a right on or off. Seeing comes with every other right (a partner acts on what they
 * see), so turning another on turns seeing on too, and seeing stays on while another is on.
 */
export function switchRight(draft: ContractDraft, right: PartnerRight, on: boolean): ContractDraft {
  if (!on) {
    if (right === 'see' && draft.rights.some((granted) => granted !== 'see')) return draft;
    return { ...draft, rights: draft.rights.filter((granted) => granted !== right) };
  }
  const rights = new Set(draft.rights).add(right).add('see');
  return { ...draft, rights: [...rights] };
}

/** Seeing cannot be switched off while another right needs it. */
export const seeIsRequired = (draft: ContractDraft) => draft.rights.some((right) => right !== 'see');

/** A limit's whole number, or null when what is typed is not one the contract allows. */
export function limitValue(draft: ContractDraft, name: LimitName): number | null {
  const text = draft.limits[name].trim();
  const max = LIMITS.find((limit) => limit.name === name)!.max;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/**
 * The contract to send, or null while a shown limit is not a valid number. A limit whose right
 * is off is sent as 0, so granting the right later never brings back a forgotten limit.
 */
export function contractOf(draft: ContractDraft): PartnerContract | null {
  const limits = {} as PartnerLimits;
  for (const { name, right } of LIMITS) {
    if (!draft.rights.includes(right)) {
      limits[name] = 0;
      continue;
    }
    const value = limitValue(draft, name);
    if (value === null) return null;
    limits[name] = value;
  }
  // The rights in the contract's own order, whatever order they were switched on in.
  const rights = partnerRights.filter((right) => draft.rights.includes(right));
  return { rights, limits };
}

const sameContract = (a: PartnerContract, b: PartnerContract) =>
  a.rights.length === b.rights.length &&
  a.rights.every((right) => b.rights.includes(right)) &&
  LIMITS.every(({ name }) => a.limits[name] === b.limits[name]);

/** The preset the draft is exactly, if any, so its quick choice shows as chosen. */
export function presetOf(draft: ContractDraft): PartnerPreset | null {
  const contract = contractOf(draft);
  if (!contract) return null;
  return (
    (Object.keys(partnerPresets) as PartnerPreset[]).find((preset) => sameContract(partnerPresets[preset], contract)) ?? null
  );
}

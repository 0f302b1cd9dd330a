import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { hasRight, partnerRights, type PartnerContract, type PartnerLimits } from '@gauntlet/core';
import { LIMITS } from '../lib/contract-draft';
import { limitTerm } from '../lib/limit-texts';
import { rightExplanation, rightName, type Reader } from '../lib/right-texts';

interface Props {
  contract: PartnerContract;
  /** The player who grants the rights, or the partner who holds them: each is told in their own words. */
  reader: Reader;
  /** Names the list for screen readers: whose rights these are. */
  label: string;
  /** The limits that apply today, when they differ from the contract's (a partner not yet trusted). */
  effectiveLimits?: PartnerLimits;
}

/** Each granted right in words, with its limits, and the rights not granted. */
export function ContractTerms({ contract, reader, label, effectiveLimits }: Props) {
  const granted = partnerRights.filter((right) => hasRight(contract, right));
  const withheld = partnerRights.filter((right) => !hasRight(contract, right));
  const halved = effectiveLimits && LIMITS.some(({ name }) => effectiveLimits[name] !== contract.limits[name]);

  return (
    <div data-testid="contract-terms">
      {granted.length === 0 ? (
        <p className="mb-2">{t`No rights: the partner cannot even see the challenge.`}</p>
      ) : (
        <ul className="mb-2 ps-3" aria-label={label}>
          {granted.map((right) => {
            const names = LIMITS.filter((limit) => limit.right === right).map((limit) => limit.name);
            const limits = names.map((name) => limitTerm(name, contract.limits));
            const today = effectiveLimits ? names.map((name) => limitTerm(name, effectiveLimits)) : [];
            return (
              <li key={right} className="mb-1">
                <strong>{rightName(right)}</strong>: {rightExplanation(right, reader)}
                {limits.length > 0 && (
                  <span className="d-block small">
                    <Trans>Limits: {{ limits: limits.join(', ') }}.</Trans>
                    {halved && today.length > 0 && (
                      <>
                        {' '}
                        <Trans>For now: {{ today: today.join(', ') }}.</Trans>
                      </>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {withheld.length > 0 && granted.length > 0 && (
        <p className="small text-body-secondary mb-2">
          <Trans>Not granted: {{ withheld: withheld.map(rightName).join(', ') }}.</Trans>
        </p>
      )}
    </div>
  );
}

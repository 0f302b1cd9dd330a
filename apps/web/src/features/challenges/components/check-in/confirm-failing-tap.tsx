import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import type { GradedGoal } from '@gauntlet/core';
import { formatPointsChange } from '../../../../lib/format';
import './confirm-failing-tap.css';

interface Asking {
  punishmentPoints: number;
  proceed: () => void;
}

/**
 * Asks before a tap that would turn a passing goal into a failing one, saying what it would cost
 * at the finish; "Keep it" has the focus, so a second careless tap changes nothing.
 */
function ConfirmFailingTap({ title, asking, onDone }: { title: string; asking: Asking; onDone: () => void }) {
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  const cost = formatPointsChange(-asking.punishmentPoints, 'PP');
  return (
    <div role="alertdialog" aria-describedby={textId} aria-label={t`Confirm`} className="confirm-failing-tap small text-start">
      <p id={textId} className="mb-1">
        <Trans>
          This fails ‘{title}’: {cost} at the finish.
        </Trans>
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <Button size="sm" variant="outline-secondary" ref={keep} onClick={onDone}>
          <Trans>Keep it</Trans>
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            onDone();
            asking.proceed();
          }}
        >
          <Trans>Do it anyway</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * Guards the taps of one goal: `guard(from, to, proceed)` runs `proceed` at once unless the goal
 * passes at `from` and fails at `to` (the finish's own grading, through `outcomeAt`); then
 * `question` asks first.
 */
export function useConfirmFailingTap(title: string, outcomeAt: (value: number) => GradedGoal) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const guard = (from: number, to: number, proceed: () => void) => {
    const after = outcomeAt(to);
    if (!after.succeeded && outcomeAt(from).succeeded) setAsking({ punishmentPoints: after.punishmentPoints, proceed });
    else proceed();
  };
  const question: ReactNode = asking && <ConfirmFailingTap title={title} asking={asking} onDone={() => setAsking(null)} />;
  return { guard, question };
}

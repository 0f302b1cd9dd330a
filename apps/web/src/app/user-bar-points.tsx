import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPointsChange } from '@gauntlet/core';

/** How long a change stays beside its number. */
const SHOWN_MS = 4000;

/**
 * The last change of a balance while it is on screen, cleared after a few seconds; none for the
 * value it first rendered with.
 */
function useRecentChange(value: number): { delta: number; id: number } | null {
  const previous = useRef(value);
  const [change, setChange] = useState<{ delta: number; id: number } | null>(null);
  useEffect(() => {
    const delta = value - previous.current;
    previous.current = value;
    if (delta === 0) return;
    setChange((last) => ({ delta, id: (last?.id ?? 0) + 1 }));
    const timer = setTimeout(() => setChange(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return change;
}

/**
 * The user bar's RP and PP, each a link to the points history. When one changes live, the change
 * ("+8 RP") shows beside it for a moment and a polite live region tells screen readers.
 */
export function UserBarPoints({ rewardPoints, punishmentPoints }: { rewardPoints: number; punishmentPoints: number }) {
  const rp = useRecentChange(rewardPoints);
  const pp = useRecentChange(punishmentPoints);
  const announcement = [
    rp && `${formatPointsChange(rp.delta, 'RP')}, now ${rewardPoints} RP.`,
    pp && `${formatPointsChange(pp.delta, 'PP')}, now ${punishmentPoints} PP.`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <Link
        to="/points"
        className="badge text-bg-success text-decoration-none"
        title="Reward points: see why they moved"
        data-testid="user-bar-rp"
      >
        RP {rewardPoints}
      </Link>
      {rp && (
        <span key={rp.id} className="points-change" aria-hidden="true" data-testid="user-bar-rp-change">
          {formatPointsChange(rp.delta, 'RP')}
        </span>
      )}
      <Link
        to="/points"
        className="badge text-bg-danger text-decoration-none"
        title="Punishment points: see why they moved"
        data-testid="user-bar-pp"
      >
        PP {punishmentPoints}
      </Link>
      {pp && (
        <span key={pp.id} className="points-change" aria-hidden="true" data-testid="user-bar-pp-change">
          {formatPointsChange(pp.delta, 'PP')}
        </span>
      )}
      <span className="visually-hidden" aria-live="polite" data-testid="user-bar-points-announcement">
        {announcement}
      </span>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPointsChange } from '../lib/format';
import { paths } from '../lib/paths';

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

const BADGES = {
  RP: { className: 'text-bg-success', title: 'Reward points: see why they moved' },
  PP: { className: 'text-bg-danger', title: 'Punishment points: see why they moved' },
} as const;

/** One balance as a link to the points history, with its latest change beside it. */
function PointsBadge({
  unit,
  value,
  change,
}: {
  unit: 'RP' | 'PP';
  value: number;
  change: { delta: number; id: number } | null;
}) {
  const testId = `user-bar-${unit.toLowerCase()}`;
  return (
    <>
      <Link
        to={paths.points}
        className={`badge ${BADGES[unit].className} text-decoration-none`}
        title={BADGES[unit].title}
        data-testid={testId}
      >
        {unit} {value}
      </Link>
      {change && (
        <span key={change.id} className="points-change" aria-hidden="true" data-testid={`${testId}-change`}>
          {formatPointsChange(change.delta, unit)}
        </span>
      )}
    </>
  );
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
      <PointsBadge unit="RP" value={rewardPoints} change={rp} />
      <PointsBadge unit="PP" value={punishmentPoints} change={pp} />
      <span className="visually-hidden" aria-live="polite" data-testid="user-bar-points-announcement">
        {announcement}
      </span>
    </>
  );
}

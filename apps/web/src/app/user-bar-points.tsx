import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber, formatPoints, formatPointsChange } from '../lib/format';
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
  RP: { className: 'text-bg-success', title: msg`Reward points: see why they moved` },
  PP: { className: 'text-bg-danger', title: msg`Punishment points: see why they moved` },
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
  const { i18n } = useLingui();
  const testId = `user-bar-${unit.toLowerCase()}`;
  const amount = formatNumber(value);
  // The change floats under its badge rather than beside it, so the bar keeps its width and one row.
  return (
    <span className="user-bar-points">
      <Link
        to={paths.points}
        className={`badge ${BADGES[unit].className} text-decoration-none`}
        title={i18n._(BADGES[unit].title)}
        data-testid={testId}
      >
        {unit === 'RP' ? t`RP ${amount}` : t`PP ${amount}`}
      </Link>
      {change && (
        <span key={change.id} className="points-change" aria-hidden="true" data-testid={`${testId}-change`}>
          {formatPointsChange(change.delta, unit)}
        </span>
      )}
    </span>
  );
}

/**
 * The user bar's RP and PP, each a link to the points history. When one changes live, the change
 * ("+8 RP") shows beside it for a moment and a polite live region tells screen readers.
 */
export function UserBarPoints({ rewardPoints, punishmentPoints }: { rewardPoints: number; punishmentPoints: number }) {
  const rp = useRecentChange(rewardPoints);
  const pp = useRecentChange(punishmentPoints);
  const announce = (delta: number, total: number, unit: 'RP' | 'PP') =>
    t`${{ change: formatPointsChange(delta, unit) }}, now ${{ total: formatPoints(total, unit) }}.`;
  const announcement = [rp && announce(rp.delta, rewardPoints, 'RP'), pp && announce(pp.delta, punishmentPoints, 'PP')]
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

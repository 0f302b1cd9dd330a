import { formatPoints } from '../../../lib/format';
/** '+R RP / -P PP' for a goal or a whole challenge. */
export function PointsText({ rewardPoints, punishmentPoints }: { rewardPoints: number; punishmentPoints: number }) {
  return (
    <span className="text-nowrap fw-semibold">
      <span className="text-success">+{formatPoints(rewardPoints, 'RP')}</span> /{' '}
      <span className="text-danger">-{formatPoints(punishmentPoints, 'PP')}</span>
    </span>
  );
}

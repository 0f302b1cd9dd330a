import { formatPointsChange } from '../../../lib/format';

/**
 * What a goal or a challenge pays and costs: '+5 RP / −10 PP'. A cost is written as a loss, with
 * a true minus sign; nothing is written without a sign ('0 PP', never '−0 PP').
 */
export function PointsText({ rewardPoints, punishmentPoints }: { rewardPoints: number; punishmentPoints: number }) {
  return (
    <span className="text-nowrap fw-semibold">
      <span className="text-success">{formatPointsChange(rewardPoints, 'RP')}</span> /{' '}
      <span className="text-danger">{formatPointsChange(-punishmentPoints, 'PP')}</span>
    </span>
  );
}

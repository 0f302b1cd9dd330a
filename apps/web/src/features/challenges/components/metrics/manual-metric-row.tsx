import { t } from '@lingui/core/macro';
import type { MetricState } from '@gauntlet/core';
import { goalResultText } from '../../lib/goal-result-text';

/**
 * A metric the active challenge grades by hand: its result, completed or not, and where it is
 * set. Its stored number (100 or 0) is how the switch is kept, not an amount of its unit.
 */
export function ManualMetricRow({ metric }: { metric: MetricState }) {
  return (
    <tr data-testid={`metric-row-${metric.metric}`}>
      <th scope="row" className="fw-semibold text-break">
        {metric.name}
      </th>
      <td>
        <span className="fw-semibold" data-testid={`metric-result-${metric.metric}`}>
          {goalResultText('Manual', metric.currentValue, 0)}
        </span>
        <small className="text-body-secondary d-block">{t`Graded with the switch on the dashboard.`}</small>
      </td>
    </tr>
  );
}

import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../../../components/load-error';
import { PageSpinner } from '../../../../components/page-spinner';
import { useMetricHistory } from '../../api/progress-api';

/** The chart is its own chunk, fetched only when a chart is opened. */
const MetricHistoryChart = lazy(() => import('./metric-history-chart'));

/** A metric's chart as it loads: a spinner, the failure with Retry, a word when it has no values yet. */
export function MetricChartPanel({ metric }: { metric: string }) {
  const history = useMetricHistory(metric);
  if (history.isPending) return <PageSpinner label={t`Loading chart…`} />;
  if (history.isError) return <LoadError message={t`Failed to load the chart.`} onRetry={() => void history.refetch()} />;
  if (history.data.changes.length === 0) return <p className="text-body-secondary mb-0">{t`No values recorded yet.`}</p>;
  return (
    <Suspense fallback={<PageSpinner label={t`Loading chart…`} />}>
      <MetricHistoryChart history={history.data} />
    </Suspense>
  );
}

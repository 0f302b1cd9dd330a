import { t } from '@lingui/core/macro';
import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { useMetrics } from '../api/metrics-api';
import { ManualMetricRow } from '../components/metrics/manual-metric-row';
import { MetricTableRow } from '../components/metrics/metric-table-row';
import { shownMetric } from '../lib/catalogue/metrics';
import { paths } from '../../../lib/paths';

export default function MetricsPage() {
  const metrics = useMetrics();

  return (
    <div style={{ maxWidth: '40rem' }}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t`Metrics`}</h1>
        <Link to={paths.dashboard} className="btn btn-outline-primary">
          {t`Back to Dashboard`}
        </Link>
      </div>
      {metrics.isPending && <PageSpinner label={t`Loading metrics…`} />}
      {!metrics.isPending && !metrics.data && (
        <LoadError message={t`Failed to load metrics.`} onRetry={() => void metrics.refetch()} />
      )}
      {metrics.data && metrics.data.length === 0 && (
        <p className="text-body-secondary">{t`No metrics yet. They appear once you start a challenge.`}</p>
      )}
      {metrics.data && metrics.data.length > 0 && (
        <Table responsive className="align-middle" data-testid="metrics-table">
          <thead>
            <tr>
              <th scope="col">{t`Metric`}</th>
              <th scope="col">{t`Value`}</th>
            </tr>
          </thead>
          <tbody>
            {metrics.data.map((metric) =>
              metric.gradingType === 'Manual' ? (
                <ManualMetricRow key={metric.metric} metric={shownMetric(metric)} />
              ) : (
                <MetricTableRow key={metric.metric} metric={shownMetric(metric)} />
              ),
            )}
          </tbody>
        </Table>
      )}
    </div>
  );
}

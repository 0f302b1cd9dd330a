import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { pointsKeys } from '../../../lib/query-keys';
import { useMe } from '../../../lib/session';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { useDownloadPointsCsv, usePointsHistory, type PointsFilters as Filters } from '../api/points-history-api';
import { LedgerEntryItem } from '../components/ledger-entry-item';
import { PointsFilters } from '../components/points-filters';

/** The chart is its own chunk, fetched once there are rows to draw. */
const BalanceChart = lazy(() => import('../components/balance-chart'));

/** Re-reads the history when the balances change live (another tab, a slide drawn). */
function useRefreshOnBalanceChange(rewardPoints: number | undefined, punishmentPoints: number | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(`${rewardPoints}/${punishmentPoints}`);
  useEffect(() => {
    const now = `${rewardPoints}/${punishmentPoints}`;
    if (now === seen.current) return;
    seen.current = now;
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
  }, [rewardPoints, punishmentPoints, queryClient]);
}

/** Every RP and PP movement of the signed-in user, newest first, with why and the balances after. */
export default function PointsPage() {
  const { data: me } = useMe();
  const [filters, setFilters] = useState<Filters>({});
  const history = usePointsHistory(filters);
  const csv = useDownloadPointsCsv();
  useRefreshOnBalanceChange(me?.rewardPoints, me?.punishmentPoints);
  const timeZone = me?.timeZone ?? 'UTC';
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = filters.currency !== undefined || filters.kind !== undefined;

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-0">{t`Points history`}</h1>
      {entries.length > 0 && (
        <Card as="section" aria-label={t`Balance chart`}>
          <Card.Body>
            <Suspense fallback={<PageSpinner label={t`Loading chart…`} />}>
              <BalanceChart entries={entries} timeZone={timeZone} />
            </Suspense>
          </Card.Body>
        </Card>
      )}
      <Card as="section" aria-labelledby="points-movements-title">
        <Card.Header className="d-grid gap-2">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <h2 className="h5 mb-0" id="points-movements-title">
              {t`Movements`}
            </h2>
            <OnlineButton
              size="sm"
              variant="outline-primary"
              disabled={csv.isPending}
              onClick={() => csv.mutate({ filters, timeZone })}
            >
              {csv.isPending ? t`Preparing CSV…` : t`Download CSV`}
            </OnlineButton>
          </div>
          {csv.isError && (
            <small role="alert" className="text-danger">
              {errorMessage(csv.error)}
            </small>
          )}
          <PointsFilters value={filters} onChange={setFilters} />
        </Card.Header>
        {history.isPending && <PageSpinner label={t`Loading points history…`} />}
        {history.isError && entries.length === 0 && (
          <Card.Body>
            <LoadError message={t`Failed to load the points history.`} onRetry={() => void history.refetch()} />
          </Card.Body>
        )}
        {history.isSuccess && entries.length === 0 && (
          <Card.Body className="text-body-secondary">
            {filtered ? t`No movements match these filters.` : t`No points have moved yet.`}
          </Card.Body>
        )}
        {entries.length > 0 && (
          <ListGroup as="ol" variant="flush" className="list-unstyled">
            {entries.map((entry) => (
              <LedgerEntryItem key={entry.id} entry={entry} timeZone={timeZone} />
            ))}
          </ListGroup>
        )}
        {history.isFetchNextPageError && (
          <Card.Body>
            <LoadError message={t`Failed to load more movements.`} onRetry={() => void history.fetchNextPage()} />
          </Card.Body>
        )}
        {history.hasNextPage && !history.isFetchNextPageError && (
          <Card.Footer>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? t`Loading…` : t`Load more`}
            </Button>
          </Card.Footer>
        )}
      </Card>
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Navigate } from 'react-router';
import type { Challenge, ChallengeOutcome } from '@gauntlet/core';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { useMe } from '../../../lib/session';
import { useChallengeDashboard } from '../api/dashboard-api';
import { useNow } from '../../../lib/use-now';
import { ActiveChallengeCard } from './active-challenge-card';
import { NoActiveChallenge } from './no-active-challenge';
import { OutcomeSummary } from './outcome-summary';

const OUTCOME_SHOWN_MS = 10_000;

function insideWindow(challenge: Challenge, now: Date): boolean {
  const time = now.getTime();
  return new Date(challenge.startDate).getTime() <= time && time <= new Date(challenge.endDate).getTime();
}

/** The dashboard's challenge area: the running challenge, or the ways to start one. */
export function ChallengeSection() {
  const { data: me } = useMe();
  const dashboard = useChallengeDashboard();
  const now = useNow();
  const [outcome, setOutcome] = useState<ChallengeOutcome | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), OUTCOME_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  if (!me) return null;
  if (dashboard.isPending) {
    return (
      <div className="challenge-section-placeholder">
        <PageSpinner label={t`Loading your challenge…`} />
      </div>
    );
  }
  if (!dashboard.data) {
    return <LoadError message={t`Failed to load your challenge.`} onRetry={() => void dashboard.refetch()} />;
  }

  const active = dashboard.data.activeChallenge;
  if (active && !insideWindow(active, now)) return <Navigate to="/finishchallenge" replace />;

  return (
    <section className="mb-4" aria-label={t`Challenge`}>
      {outcome && (
        <Alert variant={outcome.status === 'Cancelled' ? 'warning' : 'success'} dismissible onClose={() => setOutcome(null)}>
          <OutcomeSummary outcome={outcome} />
        </Alert>
      )}
      {active ? (
        <ActiveChallengeCard
          challenge={active}
          metrics={dashboard.data.metrics}
          rewardCap={dashboard.data.rewardCap}
          now={now}
          timeZone={me.timeZone}
          cancelPenalty={me.cancelPenalty}
          onCancelled={setOutcome}
        />
      ) : (
        <NoActiveChallenge hasCompletedChallenge={dashboard.data.hasCompletedChallenge} />
      )}
    </section>
  );
}

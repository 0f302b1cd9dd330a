import { t } from '@lingui/core/macro';
import { useDeferredValue, useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Navigate } from 'react-router';
import type { Challenge, ChallengeOutcome } from '@gauntlet/core';
import { LoadError } from '../../../../components/load-error';
import { PageSpinner } from '../../../../components/page-spinner';
import { useMe } from '../../../../lib/session';
import { useChallengeDashboard } from '../../api/dashboard-api';
import { useNow } from '../../../../lib/use-now';
import { ActiveChallengeCard } from './active-challenge-card';
import { NoActiveChallenge } from './no-active-challenge';
import { CheckInConfirmations } from './check-in-confirmations';
import { confirmedMetrics } from '../../lib/confirmed-metrics';
import { IntroCards } from './intro-cards';
import { OutcomeSummary } from '../finish/outcome-summary';
import { paths } from '../../../../lib/paths';

const OUTCOME_SHOWN_MS = 10_000;

function insideWindow(challenge: Challenge, now: Date): boolean {
  const time = now.getTime();
  return new Date(challenge.startDate).getTime() <= time && time <= new Date(challenge.endDate).getTime();
}

/** The dashboard's challenge area: the running challenge, or the ways to start one. */
export function ChallengeSection() {
  const { data: me } = useMe();
  const dashboard = useChallengeDashboard();
  // The challenge card is most of the screen. A query's answer is drawn in one urgent render,
  // which costs a slow phone a long task: the first answer is drawn as a transition instead, in
  // slices that leave room for a tap. Later answers (a check-in's own result) are drawn at once.
  const drawnBefore = useDeferredValue(dashboard.data) !== undefined;
  const data = drawnBefore ? dashboard.data : undefined;
  const now = useNow();
  const [outcome, setOutcome] = useState<ChallengeOutcome | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), OUTCOME_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  if (!me) return null;
  if (!data && (dashboard.isPending || dashboard.data)) {
    return (
      <div className="challenge-section-placeholder">
        <PageSpinner label={t`Loading your challenge…`} />
      </div>
    );
  }
  if (!data) {
    return <LoadError message={t`Failed to load your challenge.`} onRetry={() => void dashboard.refetch()} />;
  }

  const active = data.activeChallenge;
  if (active && !insideWindow(active, now)) return <Navigate to={paths.finishChallenge} replace />;

  // Today's goals come first; on a first run with nothing started yet, the explanation does.
  const intro = <IntroCards hasCompletedChallenge={data.hasCompletedChallenge} />;
  return (
    <section className="mb-4" aria-label={t`Challenge`}>
      {outcome && (
        <Alert variant={outcome.status === 'Cancelled' ? 'warning' : 'success'} dismissible onClose={() => setOutcome(null)}>
          <OutcomeSummary outcome={outcome} />
        </Alert>
      )}
      {!active && intro}
      {active ? (
        <ActiveChallengeCard
          challenge={active}
          metrics={confirmedMetrics(data)}
          confirmations={data.confirmations}
          rewardCap={data.rewardCap}
          now={now}
          timeZone={me.timeZone}
          cancelPenalty={me.cancelPenalty}
          cancelNeedsApproval={data.cancelNeedsApproval}
          cancelRequest={data.cancelRequest}
          onCancelled={setOutcome}
        />
      ) : (
        <NoActiveChallenge hasCompletedChallenge={data.hasCompletedChallenge} />
      )}
      {active?.partnerConfirms && <CheckInConfirmations challenge={active} confirmations={data.confirmations} />}
      {active && intro}
    </section>
  );
}

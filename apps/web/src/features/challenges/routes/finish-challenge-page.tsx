import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import type { FinishOutcome } from '@gauntlet/core';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { useChallengeDashboard } from '../api/dashboard-api';
import { FinishChallengeForm } from '../components/finish-challenge-form';
import { FinishComparison } from '../components/finish-comparison';
import { OutcomeSummary } from '../components/outcome-summary';

export default function FinishChallengePage() {
  const dashboard = useChallengeDashboard();
  const [outcome, setOutcome] = useState<FinishOutcome | null>(null);

  let content;
  if (outcome) {
    content = (
      <Card>
        <Card.Body>
          <OutcomeSummary outcome={outcome} />
          <FinishComparison outcome={outcome} />
          <Link to="/dashboard" className="btn btn-primary mt-3">
            <Trans>Back to Dashboard</Trans>
          </Link>
        </Card.Body>
      </Card>
    );
  } else if (dashboard.isPending) {
    content = <PageSpinner label={t`Loading your challenge…`} />;
  } else if (!dashboard.data) {
    content = <LoadError message={t`Failed to load your challenge.`} onRetry={() => void dashboard.refetch()} />;
  } else if (!dashboard.data.activeChallenge) {
    content = (
      <Card>
        <Card.Body>
          <p>
            <Trans>There is no challenge pending to finish</Trans>
          </p>
          <Link to="/newchallenge" className="btn btn-primary">
            <Trans>Create New Challenge</Trans>
          </Link>
        </Card.Body>
      </Card>
    );
  } else {
    const challenge = dashboard.data.activeChallenge;
    content = (
      <>
        <h2 className="h4 text-break" data-testid="finish-title">
          {challenge.title}
        </h2>
        <FinishChallengeForm challenge={challenge} metrics={dashboard.data.metrics} onFinished={setOutcome} />
      </>
    );
  }

  return (
    <div style={{ maxWidth: '40rem' }}>
      <h1 className="h3">
        <Trans>Finish Your Challenge</Trans>
      </h1>
      {content}
    </div>
  );
}

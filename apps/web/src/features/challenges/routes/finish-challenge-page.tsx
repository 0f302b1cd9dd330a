import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import type { FinishOutcome } from '@gauntlet/core';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { useChallengeDashboard } from '../api/dashboard-api';
import { FinishChallengeForm } from '../components/finish/finish-challenge-form';
import { FinishComparison } from '../components/finish/finish-comparison';
import { OutcomeSummary } from '../components/finish/outcome-summary';
import { paths } from '../../../lib/paths';

export default function FinishChallengePage() {
  const dashboard = useChallengeDashboard();
  const [outcome, setOutcome] = useState<FinishOutcome | null>(null);
  // The form and its button go away on a finish: focus moves to the result, which is then read out.
  const showResult = useCallback((result: HTMLElement | null) => result?.focus(), []);

  let content;
  if (outcome) {
    content = (
      <Card ref={showResult} tabIndex={-1} aria-label={t`Your result`}>
        <Card.Body>
          <OutcomeSummary outcome={outcome} />
          <FinishComparison outcome={outcome} />
          <Link to={paths.dashboard} className="btn btn-primary mt-3">
            {t`Back to Dashboard`}
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
          <p>{t`There is no challenge pending to finish`}</p>
          <Link to={paths.newChallenge} className="btn btn-primary">
            {t`Create New Challenge`}
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
      <h1 className="h3">{t`Finish Your Challenge`}</h1>
      {content}
    </div>
  );
}

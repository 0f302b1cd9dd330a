import { t } from '@lingui/core/macro';
import { Badge } from 'react-bootstrap';
import { challengeResult, type ChallengeResult, type EndedChallenge } from '@gauntlet/core';

/** Green only for a challenge whose every goal passed; red when none did. */
const LOOKS: Record<ChallengeResult, { bg: string; text?: 'dark' }> = {
  passed: { bg: 'success' },
  partlyPassed: { bg: 'warning', text: 'dark' },
  failed: { bg: 'danger' },
  cancelled: { bg: 'secondary' },
  finished: { bg: 'secondary' },
};

function resultText(challenge: EndedChallenge, result: ChallengeResult): string {
  switch (result) {
    case 'passed':
      return t`Passed`;
    case 'partlyPassed':
      return t`${{ passed: challenge.goalsPassed ?? 0 }} of ${{ count: challenge.goalCount ?? 0 }} goals passed`;
    case 'failed':
      return t`Failed`;
    case 'cancelled':
      return t`Cancelled`;
    case 'finished':
      return t`Finished`;
  }
}

/** How an ended challenge went: passed, partly passed, failed or cancelled. */
export function ChallengeResultBadge({ challenge }: { challenge: EndedChallenge }) {
  const result = challengeResult(challenge);
  const looks = LOOKS[result];
  return (
    <Badge bg={looks.bg} text={looks.text} data-testid="challenge-result">
      {resultText(challenge, result)}
    </Badge>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Table } from 'react-bootstrap';
import type { FinishOutcome } from '@gauntlet/core';

function goalsPassed(passed: number | null, count: number | null): string {
  return passed === null || count === null ? t`not recorded` : t`${passed} of ${count}`;
}

/** A finished challenge next to the user's previous finished one: points earned and goals passed. */
export function FinishComparison({ outcome }: { outcome: FinishOutcome }) {
  const { previous } = outcome;
  const previousName = previous?.name;
  if (!previous) {
    return (
      <p className="mt-3 mb-0" data-testid="finish-comparison">
        <Trans>This is your first finished challenge, so there is no previous one to compare it with.</Trans>
      </p>
    );
  }
  const passed = outcome.goals.filter((goal) => goal.succeeded).length;
  return (
    <Table size="sm" className="mt-3 mb-0" data-testid="finish-comparison">
      <caption className="caption-top text-body">
        <Trans>
          Compared with your previous challenge, <span className="text-break">“{previousName}”</span>
        </Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">
              <Trans>Result</Trans>
            </span>
          </th>
          <th scope="col">
            <Trans>This challenge</Trans>
          </th>
          <th scope="col">
            <Trans>Previous</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>RP earned</Trans>
          </th>
          <td>{outcome.rewardPoints}</td>
          <td>{previous.rewardPoints}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>PP received</Trans>
          </th>
          <td>{outcome.punishmentPoints}</td>
          <td>{previous.punishmentPoints}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Goals passed</Trans>
          </th>
          <td>{goalsPassed(passed, outcome.goals.length)}</td>
          <td>{goalsPassed(previous.goalsPassed, previous.goalCount)}</td>
        </tr>
      </tbody>
    </Table>
  );
}

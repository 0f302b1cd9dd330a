import { Table } from 'react-bootstrap';
import type { FinishOutcome } from '@gauntlet/core';

function goalsPassed(passed: number | null, count: number | null): string {
  return passed === null || count === null ? 'not recorded' : `${passed} of ${count}`;
}

/** A finished challenge next to the user's previous finished one: points earned and goals passed. */
export function FinishComparison({ outcome }: { outcome: FinishOutcome }) {
  const { previous } = outcome;
  if (!previous) {
    return (
      <p className="mt-3 mb-0" data-testid="finish-comparison">
        This is your first finished challenge, so there is no previous one to compare it with.
      </p>
    );
  }
  const passed = outcome.goals.filter((goal) => goal.succeeded).length;
  return (
    <Table size="sm" className="mt-3 mb-0" data-testid="finish-comparison">
      <caption className="caption-top text-body">
        Compared with your previous challenge, <span className="text-break">“{previous.name}”</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Result</span>
          </th>
          <th scope="col">This challenge</th>
          <th scope="col">Previous</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Reward Points</th>
          <td>{outcome.rewardPoints}</td>
          <td>{previous.rewardPoints}</td>
        </tr>
        <tr>
          <th scope="row">Punishment Points</th>
          <td>{outcome.punishmentPoints}</td>
          <td>{previous.punishmentPoints}</td>
        </tr>
        <tr>
          <th scope="row">Goals passed</th>
          <td>{goalsPassed(passed, outcome.goals.length)}</td>
          <td>{goalsPassed(previous.goalsPassed, previous.goalCount)}</td>
        </tr>
      </tbody>
    </Table>
  );
}

import { t } from '@lingui/core/macro';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import type { ShowState } from '../lib/show-state';
import { paths } from '../../../lib/paths';

interface Props {
  state: ShowState;
  bypassMode: boolean;
  onNewShow: () => void;
}

/** What a finished show amounted to. */
export function ShowSummary({ state, bypassMode, onNewShow }: Props) {
  const rows: [label: string, value: number, testId: string][] = [
    [t`Slides shown`, state.shown, 'summary-slides'],
    [t`Instructions`, state.instructions, 'summary-instructions'],
    [t`Reward points spent`, state.rewardSpent, 'summary-rp'],
    [t`Punishment points spent`, state.punishmentSpent, 'summary-pp'],
    [t`Edges`, state.edges, 'summary-edges'],
  ];
  return (
    <Card as="section" aria-labelledby="show-summary-title" style={{ maxWidth: '32rem' }} data-testid="show-summary">
      <Card.Body className="d-grid gap-3">
        <h2 className="h4 mb-0" id="show-summary-title" tabIndex={-1}>
          {t`Show finished`}
        </h2>
        {bypassMode && <p className="mb-0 text-body-secondary">{t`Bypass mode: nothing was charged.`}</p>}
        <dl className="mb-0">
          {rows.map(([label, value, testId]) => (
            <div className="d-flex justify-content-between gap-3 border-bottom py-1" key={testId}>
              <dt className="fw-normal">{label}</dt>
              <dd className="fw-semibold mb-0" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={onNewShow}>{t`New show`}</Button>
          <Link to={paths.deck} className="btn btn-outline-secondary">
            {t`Choose your deck`}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button, Card } from 'react-bootstrap';
import type { MailStatus } from '@gauntlet/core';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { formatDateTime } from '../../../lib/date-format';
import { formatNumber } from '../../../lib/format';
import { useMailStatus } from '../api/mail-status-api';

/** The last failed attempt, or that there was none among the mails the queue keeps. */
function LastFailure({ failure }: { failure: MailStatus['lastFailure'] }) {
  if (!failure) {
    return <p className="mb-0 text-body-secondary">{t`No delivery failures`}</p>;
  }
  return (
    <dl className="row mb-0 small" data-testid="mail-last-failure">
      <dt className="col-sm-3">{t`When`}</dt>
      <dd className="col-sm-9">{formatDateTime(failure.at)}</dd>
      <dt className="col-sm-3">{t`To`}</dt>
      <dd className="col-sm-9 text-break">{failure.to}</dd>
      <dt className="col-sm-3">{t`Subject`}</dt>
      <dd className="col-sm-9 text-break">{failure.subject}</dd>
      <dt className="col-sm-3">{t`Error`}</dt>
      <dd className="col-sm-9 mb-0 text-break font-monospace">{failure.error}</dd>
    </dl>
  );
}

function Counts({ status }: { status: MailStatus }) {
  return (
    <dl className="row mb-3" data-testid="mail-counts">
      <dt className="col-8 col-sm-6 fw-normal">{t`Mails waiting to be sent`}</dt>
      <dd className="col-4 col-sm-6 fw-semibold">{formatNumber(status.waiting)}</dd>
      <dt className="col-8 col-sm-6 fw-normal">{t`Reminders waiting (e-mail or push)`}</dt>
      <dd className="col-4 col-sm-6 fw-semibold">{formatNumber(status.remindersWaiting)}</dd>
      <dt className="col-8 col-sm-6 fw-normal">{t`Mails given up after their last retry (past week)`}</dt>
      <dd className="col-4 col-sm-6 mb-0 fw-semibold">{formatNumber(status.givenUp)}</dd>
    </dl>
  );
}

/**
 * How the app's mail is doing, as the job queue that every instance shares holds it: what waits
 * to be sent or retried, what was given up, and the last attempt the mail server refused or
 * could not take.
 */
export function MailStatusCard() {
  const status = useMailStatus();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="mb-3" data-testid="mail-status">
      <Card.Header className="d-flex align-items-center gap-2">
        <h2 className="h5 mb-0 flex-grow-1" id={titleId}>
          <Trans>Mail</Trans>
        </h2>
        <Button size="sm" variant="outline-secondary" disabled={status.isFetching} onClick={() => void status.refetch()}>
          <Trans>Refresh</Trans>
        </Button>
      </Card.Header>
      {status.isPending && <PageSpinner label={t`Loading the mail status…`} />}
      {status.isError && (
        <Card.Body>
          <LoadError message={t`Failed to load the mail status.`} onRetry={() => void status.refetch()} />
        </Card.Body>
      )}
      {status.data && (
        <Card.Body>
          <Counts status={status.data} />
          <h3 className="h6">{t`Last delivery failure`}</h3>
          <LastFailure failure={status.data.lastFailure} />
        </Card.Body>
      )}
    </Card>
  );
}

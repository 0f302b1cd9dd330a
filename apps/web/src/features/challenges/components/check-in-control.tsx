import { Button } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import type { MetricState } from '@gauntlet/core';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useCheckIn } from '../api/metrics-api';
import { challengeKeys } from '../../../lib/query-keys';

interface Props {
  metric: MetricState;
  goalValue: number;
  describedBy?: string;
}

/** 'Check in' once per calendar day; afterwards the progress text takes its place. */
export function CheckInControl({ metric, goalValue, describedBy }: Props) {
  const checkIn = useCheckIn();
  const queryClient = useQueryClient();
  const alreadyDone = checkIn.error instanceof ApiRequestError && checkIn.error.code === 'already_checked_in';

  if (metric.checkedInToday) {
    return (
      <span className="fw-semibold" data-testid={`progress-${metric.metric}`}>
        Progress: {metric.currentValue}/{goalValue}
      </span>
    );
  }

  const submit = () =>
    checkIn.mutate(metric.metric, {
      onError: (error) => {
        // Checked in from another tab: re-read so the progress text shows.
        if (error instanceof ApiRequestError && error.code === 'already_checked_in') {
          void queryClient.invalidateQueries({ queryKey: challengeKeys.dashboard });
        }
      },
    });

  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <Button size="sm" onClick={submit} disabled={checkIn.isPending} aria-describedby={describedBy}>
        Check in
      </Button>
      {checkIn.error && !alreadyDone && (
        <small className="text-danger" role="alert">
          {errorMessage(checkIn.error)}
        </small>
      )}
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { calendarDay, openYesterday, type Challenge, type MetricState } from '@gauntlet/core';
import { refusalText } from '../../../../lib/error-text';
import { formatWeekday } from '../../../../lib/date-format';
import { useOnline } from '../../../../lib/online-status';
import { useMe } from '../../../../lib/session';
import { useDismissQueuedCheckIn, useQueueCheckIn, useQueuedCheckIns, useUndoCheckIn } from '../../api/check-in-queue-api';
import { isManualGrade, type QueuedDayCheckIn } from '../../lib/check-in-queue';
import { CheckInFeedback } from './check-in-feedback';
import { UndoTapButton } from './undo-tap-button';

interface Props {
  metric: MetricState;
  goalValue: number;
  challenge: Challenge;
  now: Date;
  describedBy?: string;
}

/**
 * 'Check in' once per calendar day; afterwards the progress text takes its place and is announced. A check-in is kept
 * on the device until the server has it: it shows as pending meanwhile, and with the server's
 * message if refused. While yesterday is still open, the check-in it missed is offered. A check-in
 * tapped here is celebrated, and can be undone the same day: today's always, yesterday's right
 * after it was tapped (one made on an earlier day is settled).
 */
export function CheckInControl({ metric, goalValue, challenge, now, describedBy }: Props) {
  const { data: me } = useMe();
  const online = useOnline();
  const queued = (useQueuedCheckIns(me?.userId).data ?? []).filter(
    (item): item is QueuedDayCheckIn => !isManualGrade(item) && item.metric === metric.metric,
  );
  const queueCheckIn = useQueueCheckIn(me?.userId);
  const dismiss = useDismissQueuedCheckIn(me?.userId);
  const undo = useUndoCheckIn(me?.userId);
  const [lastTap, setLastTap] = useState<string | null>(null);
  const today = calendarDay(now, challenge.timeZone);
  const yesterday = openYesterday(now, challenge);
  const waiting = (day: string) => queued.some((item) => item.day === day && item.refusal === null);
  const queuedFor = (day: string) => queued.some((item) => item.day === day);
  const pending = queued.filter((item) => item.refusal === null);
  const refused = queued.filter((item) => item.refusal !== null);
  const checkedIn = (day: string) => waiting(day) || (day === today ? metric.checkedInToday : metric.checkedInYesterday);
  const undoable = [today, ...(yesterday && lastTap === yesterday ? [yesterday] : [])].filter(checkedIn);
  const control = useRef<HTMLDivElement>(null);
  const checkIn = (day: string) => {
    // The tapped button goes away; focus stays here, where the result is announced, not on the page's start.
    control.current?.focus();
    undo.reset();
    setLastTap(day);
    queueCheckIn.mutate({ metric: metric.metric, day });
  };

  return (
    <div ref={control} tabIndex={-1} className="check-in-control d-flex flex-column align-items-end gap-1 text-end">
      <div role="status" data-testid={`check-in-queue-${metric.metric}`}>
        {metric.checkedInToday && (
          <span className="fw-semibold" data-testid={`progress-${metric.metric}`}>
            <Trans>
              Progress: {{ currentValue: metric.currentValue }}/{goalValue}
            </Trans>
          </span>
        )}
        {pending.map((item) => (
          <small key={item.idempotencyKey} className="d-block text-body-secondary">
            {item.day === today
              ? t`Check-in for today pending:`
              : t`Check-in for ${{ weekday: formatWeekday(item.day) }} pending:`}{' '}
            {online ? t`sending…` : t`saved on this device, sent when you are back online.`}
          </small>
        ))}
      </div>
      {lastTap && checkedIn(lastTap) && <CheckInFeedback metric={metric.metric} recorded={!waiting(lastTap)} />}
      {undoable.map((day) => (
        <UndoTapButton
          key={day}
          label={day === today ? t`Undo check-in` : t`Undo the check-in for ${{ weekday: formatWeekday(day) }}`}
          onUndo={() => {
            control.current?.focus();
            undo.mutate({ metric: metric.metric, day });
          }}
          // One still on the device leaves it offline too; one the server has needs the server.
          busy={undo.isPending || (!online && !waiting(day))}
          error={undo.variables?.day === day ? undo.error : null}
          describedBy={describedBy}
        />
      ))}
      {!metric.checkedInToday && !waiting(today) && (
        <Button size="sm" onClick={() => checkIn(today)} disabled={queueCheckIn.isPending} aria-describedby={describedBy}>
          <Trans>Check in</Trans>
        </Button>
      )}
      {online && yesterday && !metric.checkedInYesterday && !queuedFor(yesterday) && (
        <Button size="sm" variant="outline-primary" onClick={() => checkIn(yesterday)} aria-describedby={describedBy}>
          <Trans>Forgot yesterday? Check in for {{ weekday: formatWeekday(yesterday) }}</Trans>
        </Button>
      )}
      {refused.map((item) => (
        <div key={item.idempotencyKey} role="alert" className="small text-danger">
          <Trans>
            Check-in for {{ weekday: formatWeekday(item.day) }} refused:{' '}
            {{ reason: refusalText(item.refusalCode, item.refusal ?? '') }}
          </Trans>{' '}
          <Button size="sm" variant="link" className="p-0 align-baseline" onClick={() => dismiss.mutate(item.idempotencyKey)}>
            <Trans>Dismiss</Trans>
          </Button>
        </div>
      ))}
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import {
  isManualCompleted,
  MANUAL_NOT_COMPLETED,
  type CheckInConfirmation,
  type GradedGoal,
  type MetricState,
} from '@gauntlet/core';
import { refusalText } from '../../../../lib/error-text';
import { useOnline } from '../../../../lib/online-status';
import { useMe } from '../../../../lib/session';
import {
  useDismissQueuedCheckIn,
  useQueueManualGrade,
  useQueuedCheckIns,
  useUndoManualGrade,
} from '../../api/check-in-queue-api';
import { isManualGrade } from '../../lib/check-in-queue';
import { useConfirmFailingTap } from './confirm-failing-tap';
import { UndoTapButton } from './undo-tap-button';

interface Props {
  /** The metric as the finish judges it. */
  metric: MetricState;
  /** The goal's "Completed" as the partner decides it, when the partner confirms. */
  claim?: CheckInConfirmation | undefined;
  describedBy?: string;
  /** The goal's title, for the question before a turn that would fail it. */
  goalTitle: string;
  /** What the goal pays or costs at the finish with its metric at a value. */
  outcomeAt: (value: number) => GradedGoal;
}

/**
 * On writes 100 ('Completed'), off writes 0 ('Not Completed'). A turn is kept on the device until
 * the server has it, so it works offline too: the switch shows the turn, marked as pending. A
 * refused turn flips back and says why. Turning a completed goal off asks first, and the latest
 * turn can be undone. When the partner confirms, the switch shows the player's own turn: a
 * "Completed" waiting for the partner stays on, though the finish may not count it yet.
 */
export function ManualGradeSwitch({ metric, claim, describedBy, goalTitle, outcomeAt }: Props) {
  const id = useId();
  const { data: me } = useMe();
  const online = useOnline();
  const turns = (useQueuedCheckIns(me?.userId).data ?? []).filter(isManualGrade).filter((item) => item.metric === metric.metric);
  const turn = useQueueManualGrade(me?.userId);
  const dismiss = useDismissQueuedCheckIn(me?.userId);
  const undo = useUndoManualGrade(me?.userId);
  const [turned, setTurned] = useState(false);
  const { guard, question } = useConfirmFailingTap(goalTitle, outcomeAt);
  // Quick turns may all be queued for a moment; they are sent in order, so the latest counts.
  const pending = turns.filter((item) => item.refusal === null).at(-1);
  const refused = turns.filter((item) => item.refusal !== null);
  // A turn shows at once, before the device's queue has it. It is React state set in the event
  // itself: React puts a controlled input back to what it rendered right after the event, and the
  // mutation only reports itself pending a task later, so the switch would spring back meanwhile.
  const [turnedTo, setTurnedTo] = useState<boolean>();
  const switchedOn = claim?.state === 'pending' || isManualCompleted(metric.currentValue);
  const completed = turnedTo ?? (pending ? pending.completed : switchedOn);

  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <Form.Check
        type="switch"
        id={id}
        label={completed ? t`Completed` : t`Not Completed`}
        checked={completed}
        aria-describedby={describedBy}
        onChange={(event) => {
          const turnedOn = event.target.checked;
          const turnTo = () => {
            setTurnedTo(turnedOn);
            setTurned(true);
            undo.reset();
            // Only the latest turn's callback runs, so an earlier turn never clears a later one.
            turn.mutate({ metric: metric.metric, completed: turnedOn }, { onSettled: () => setTurnedTo(undefined) });
          };
          if (turnedOn) turnTo();
          else guard(metric.currentValue, MANUAL_NOT_COMPLETED, turnTo);
        }}
      />
      {question}
      <small role="status" className="text-body-secondary" data-testid={`manual-grade-queue-${metric.metric}`}>
        {pending && (online ? t`Saving…` : t`Saved on this device, sent when you are back online.`)}
      </small>
      {turned && refused.length === 0 && (
        <UndoTapButton
          label={t`Undo`}
          onUndo={() => undo.mutate(metric.metric, { onSuccess: () => setTurned(false) })}
          busy={undo.isPending || turn.isPending || (!online && !pending)}
          error={undo.error}
          describedBy={describedBy}
        />
      )}
      {refused.map((item) => (
        <small key={item.idempotencyKey} role="alert" className="text-danger">
          {refusalText(item.refusalCode, item.refusal ?? '')}{' '}
          <Button size="sm" variant="link" className="p-0 align-baseline" onClick={() => dismiss.mutate(item.idempotencyKey)}>
            <Trans>Dismiss</Trans>
          </Button>
        </small>
      ))}
    </div>
  );
}

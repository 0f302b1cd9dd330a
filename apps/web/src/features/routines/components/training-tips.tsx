import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
/** Hints for the session: arranging the exercises before the start, the counting rules during it. */
export function TrainingTips({ started }: { started: boolean }) {
  return (
    <aside
      className="small bg-body-tertiary border rounded p-3"
      aria-labelledby="training-tips-title"
      data-testid="training-tips"
    >
      <h2 className="h6" id="training-tips-title">
        {t`Tips`}
      </h2>
      {started ? (
        <ul className="mb-0 ps-3">
          <li>
            <Trans>Press +1 Set or +1 Rep each time you finish one; every update adds 1 point to your score.</Trans>
          </li>
          <li>
            {t`Sets and reps only go up. When you move up in weight with +1 kg, sets and reps start again from 0 at the new weight.`}
          </li>
          <li>{t`Press Next when you are done with an exercise. After the last one, your session is saved.`}</li>
        </ul>
      ) : (
        <ul className="mb-0 ps-3">
          <li>
            {t`Put the exercises in the order you like: drag the ⠿ handle, or focus it, press Space, move with the arrow keys and press Space again. The new order is saved to the routine.`}
          </li>
          <li>{t`The order is fixed once you log your first update.`}</li>
          <li>{t`Sets and reps only go up, and reset to 0 when the weight increases.`}</li>
        </ul>
      )}
    </aside>
  );
}

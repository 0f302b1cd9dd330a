import { Trans } from '@lingui/react/macro';
import { Button } from 'react-bootstrap';
import { CHALLENGE_LIMITS, type MetricChoice } from '@gauntlet/core';
import type { NewChallengeForm } from '../../lib/use-new-challenge-form';
import { GoalCard } from './goal-card';
import { PointsText } from '../points-text';
import { RewardCapNote } from './reward-cap-note';

/** The goal cards with their previewed points, the challenge's total and Add Goal. */
export function GoalsSection({ form, routines }: { form: NewChallengeForm; routines: readonly MetricChoice[] }) {
  return (
    <section aria-labelledby="goals-title" className="d-grid gap-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0" id="goals-title">
          <Trans>Goals</Trans>
        </h2>
        <span data-testid="challenge-totals">
          {form.totals ? (
            <>
              <Trans>
                Total: <PointsText {...form.totals} />
              </Trans>
            </>
          ) : form.previewFailed ? (
            <small className="text-danger">
              <Trans>Points preview unavailable.</Trans>
            </small>
          ) : null}
        </span>
      </div>
      {form.durationDays !== null && <RewardCapNote durationDays={form.durationDays} />}
      {form.cards.length === 0 && (
        <p className="text-body-secondary mb-0">
          <Trans>No goals yet. Add one below.</Trans>
        </p>
      )}
      {form.cards.map((card, index) => (
        <GoalCard
          key={card.key}
          index={index}
          card={card}
          routines={routines}
          points={form.goalPoints?.[index]}
          problem={form.problems[index] ?? null}
          onChange={(next) => form.updateCard(index, next)}
          onRemove={() => form.removeCard(index)}
        />
      ))}
      <div>
        <Button variant="outline-primary" disabled={!form.canAddCard} onClick={form.addCard}>
          <Trans>Add Goal</Trans>
        </Button>
        {!form.canAddCard && (
          <small className="ms-2 text-body-secondary">
            <Trans>A challenge holds at most {{ maxGoals: CHALLENGE_LIMITS.maxGoals }} goals.</Trans>
          </small>
        )}
      </div>
    </section>
  );
}

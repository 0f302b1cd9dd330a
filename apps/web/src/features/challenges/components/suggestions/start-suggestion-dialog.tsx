import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import type { SuggestedChallenge, UnconfirmedRule } from '@gauntlet/core';
import { OnlineButton } from '../../../../components/online-controls';
import { errorMessage } from '../../../../lib/error-text';
import { daysText } from '../../../../lib/format';
import { useMe } from '../../../../lib/session';
import { useCreateChallenge, usePointsPreview } from '../../api/challenge-api';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { suggestionText } from '../../lib/catalogue/suggestions';
import { draftTitle } from '../../lib/goal-card-draft';
import { PartnerApprovesSwitch } from '../new-challenge/partner-approves-switch';
import { PartnerConfirmsField } from '../new-challenge/partner-confirms-field';
import { PointsText } from '../points-text';
import { paths } from '../../../../lib/paths';
import './start-suggestion-dialog.css';

interface Props {
  suggestion: SuggestedChallenge;
  show: boolean;
  onHide: () => void;
}

/**
 * One confirmation before a suggestion starts: its goals with the points the server gives them,
 * the partner's options the new challenge form offers (each shown only while the partner holds
 * its right), then Start. The editor opens only when asked for, or when carried punishment points
 * must first be covered by punishment goals picked there.
 */
export default function StartSuggestionDialog({ suggestion, show, onHide }: Props) {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const create = useCreateChallenge();
  const { title, description } = suggestionText(suggestion);
  const preview = usePointsPreview(JSON.stringify({ durationDays: suggestion.durationDays, goals: suggestion.goals }));
  const carried = me?.punishmentPoints ?? 0;
  const edit = () => void navigate(paths.newChallenge, { state: { predefined: suggestion } });
  const [partnerConfirms, setPartnerConfirms] = useState<UnconfirmedRule | null>(null);
  const [partnerApproves, setPartnerApproves] = useState(false);

  const start = async () => {
    try {
      await create.mutateAsync({
        title,
        description,
        durationDays: suggestion.durationDays,
        goals: suggestion.goals,
        ...(partnerConfirms && { partnerConfirms }),
        ...(partnerApproves && { partnerApproves }),
      });
    } catch {
      return; // shown in the dialog
    }
    onHide();
    await navigate(paths.dashboard);
  };

  return (
    <Modal show={show} onHide={create.isPending ? () => undefined : onHide} centered aria-labelledby="start-suggestion-title">
      <Modal.Header closeButton={!create.isPending}>
        <Modal.Title id="start-suggestion-title" as="h2" className="h5">
          <Trans>Start “{title}”?</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">
          {description} {daysText(suggestion.durationDays)}
        </p>
        <ul className="list-unstyled mb-2" aria-label={t`Goals`} data-testid="suggestion-goals">
          {suggestion.goals.map((goal, index) => {
            const points = preview.data?.goals[index];
            return (
              <li key={`${goal.metric}-${index}`} className="d-flex flex-wrap justify-content-between column-gap-3">
                <span>
                  {goalTitleText(draftTitle(goal))}
                  {goal.gradingType !== 'Manual' && ` (${goal.goalValue})`}
                </span>
                {points && <PointsText {...points} />}
              </li>
            );
          })}
        </ul>
        {preview.isPending && <Spinner size="sm" role="status" aria-label={t`Working out the points…`} />}
        {preview.isError && <p className="small text-body-secondary mb-0">{t`The points could not be worked out just now.`}</p>}
        <p className="small text-body-secondary mb-0">
          <Trans>Reward points come at the finish for every goal you pass; punishment points for every goal you fail.</Trans>
        </p>
        {carried === 0 && (
          <div className="suggestion-partner-options">
            <PartnerConfirmsField value={partnerConfirms} onChange={setPartnerConfirms} />
            <PartnerApprovesSwitch checked={partnerApproves} onChange={setPartnerApproves} />
          </div>
        )}
        {carried > 0 && (
          <Alert variant="warning" className="mt-3 mb-0" data-testid="suggestion-needs-punishment">
            <Trans>
              You carry {carried} punishment points: your next challenge takes punishment goals that cover them. Pick them in the
              editor before you start.
            </Trans>
          </Alert>
        )}
        {create.error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {errorMessage(create.error)}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant={carried > 0 ? 'primary' : 'outline-secondary'} onClick={edit} disabled={create.isPending}>
          {carried > 0 ? t`Pick punishment goals` : t`Edit first`}
        </Button>
        {carried === 0 && (
          <OnlineButton onClick={() => void start()} disabled={create.isPending}>
            {create.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            <Trans>Start challenge</Trans>
          </OnlineButton>
        )}
      </Modal.Footer>
    </Modal>
  );
}

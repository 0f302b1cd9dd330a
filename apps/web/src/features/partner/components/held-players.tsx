import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { hasRight, type PartnerPlayerGlance, type PartnerPerson } from '@gauntlet/core';
import { Avatar } from '../../../components/avatar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { formatPoints } from '../../../lib/format';
import { partnerPlayerPath } from '../../../lib/paths';
import { useEndAsPartner } from '../api/partner-page-api';
import { CancelRequestAnswer } from './cancel-request-answer';

function GlanceItem({ glance, onStop }: { glance: PartnerPlayerGlance; onStop: () => void }) {
  const { player } = glance.partnership;
  const challenge = glance.activeChallenge;
  return (
    <ListGroup.Item as="li" className="d-grid gap-1" data-testid="held-player">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="flex-shrink-0">
          <Avatar name={player.userName} src={player.avatarUrl} size={32} />
        </span>
        <Link to={partnerPlayerPath(player.userId)} className="fw-semibold text-break flex-grow-1">
          {player.userName}
        </Link>
        <span className="small text-nowrap">
          <span className="text-success">{formatPoints(glance.rewardPoints, 'RP')}</span> ·{' '}
          <span className="text-danger">{formatPoints(glance.punishmentPoints, 'PP')}</span>
        </span>
      </div>
      <div className="small">
        {challenge ? (
          <>
            <span className="text-break">{challenge.title}</span> ·{' '}
            <Trans>
              Check-ins today: {{ checkedIn: glance.checkedInToday }} of {{ due: glance.checkInsDueToday }}
            </Trans>
          </>
        ) : (
          <span className="text-body-secondary">{t`No active challenge`}</span>
        )}
      </div>
      {glance.cancelRequest && hasRight(glance.partnership.contract, 'lock') && (
        <CancelRequestAnswer player={player} request={glance.cancelRequest} />
      )}
      <div>
        <OnlineButton size="sm" variant="outline-danger" onClick={onStop}>
          {t`Stop being partner`}
        </OnlineButton>
      </div>
    </ListGroup.Item>
  );
}

/** The players the caller is partner of, each with today at a glance and a way to let go. */
export function HeldPlayers({ glances }: { glances: PartnerPlayerGlance[] }) {
  const titleId = useId();
  const [stopping, setStopping] = useState<PartnerPerson | null>(null);
  const end = useEndAsPartner();
  const close = () => {
    setStopping(null);
    end.reset();
  };

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="held-players">
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {t`Players you are partner of`}
        </h2>
      </Card.Header>
      {glances.length === 0 ? (
        <Card.Body className="text-body-secondary">
          {t`You are nobody's partner yet. When a player sends you an invite link, open it to see their terms and accept.`}
        </Card.Body>
      ) : (
        <ListGroup as="ul" variant="flush">
          {glances.map((glance) => (
            <GlanceItem key={glance.partnership.id} glance={glance} onStop={() => setStopping(glance.partnership.player)} />
          ))}
        </ListGroup>
      )}
      <ConfirmDialog
        show={stopping !== null}
        title={t`Stop being partner of ${{ player: stopping?.userName ?? '' }}?`}
        confirmLabel={end.isPending ? t`Stopping…` : t`Stop being partner`}
        busy={end.isPending}
        error={end.isError ? errorMessage(end.error) : null}
        onConfirm={() => stopping && end.mutate(stopping.userId, { onSuccess: close })}
        onHide={close}
      >
        <p className="mb-0">
          <Trans>You lose access to their challenge at once. Only a new invite from them makes you their partner again.</Trans>
        </p>
      </ConfirmDialog>
    </Card>
  );
}

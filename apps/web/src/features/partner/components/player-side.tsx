import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Card } from 'react-bootstrap';
import type { CreatedInvite as Invite, PartnerPage } from '@gauntlet/core';
import { CreatedInvite } from './created-invite';
import { InviteForm } from './invite-form';
import { OpenInvite } from './open-invite';
import { PartnershipPanel } from './partnership-panel';

/**
 * The caller as a player: their partner, or else their invite. A new invite's link is shown
 * while it is the open one; after that only its terms are, as its code is never shown again.
 */
export function PlayerSide({ asPlayer, timeZone }: { asPlayer: PartnerPage['asPlayer']; timeZone: string }) {
  const titleId = useId();
  const [created, setCreated] = useState<Invite | null>(null);
  const [makingNew, setMakingNew] = useState(false);
  const { partnership, invite } = asPlayer;
  const createdIsOpen = created !== null && invite?.expiresAt === created.expiresAt;

  const onCreated = (next: Invite) => {
    setCreated(next);
    setMakingNew(false);
  };

  let body;
  if (partnership) body = <PartnershipPanel partnership={partnership} timeZone={timeZone} />;
  else if (invite && makingNew) body = <InviteForm onCreated={onCreated} onCancel={() => setMakingNew(false)} />;
  else if (createdIsOpen) body = <CreatedInvite invite={created} timeZone={timeZone} />;
  else if (invite) body = <OpenInvite invite={invite} timeZone={timeZone} onNew={() => setMakingNew(true)} />;
  else body = <InviteForm onCreated={onCreated} />;

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="player-side">
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {t`Your partner`}
        </h2>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card>
  );
}

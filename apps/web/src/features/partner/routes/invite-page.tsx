import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { inviteCodeSchema, type InvitePreview } from '@gauntlet/core';
import { Avatar } from '../../../components/avatar';
import { LoadError } from '../../../components/load-error';
import { OnlineButton } from '../../../components/online-controls';
import { PageSpinner } from '../../../components/page-spinner';
import { formatDateTime } from '../../../lib/date-format';
import { errorMessage } from '../../../lib/error-text';
import { partnerPlayerPath, paths } from '../../../lib/paths';
import { useMe } from '../../../lib/session';
import { AuthForm } from '../../account';
import { useAcceptInvite, useDeclineInvite, useInvitePreview } from '../api/invite-api';
import { ContractTerms } from '../components/contract-terms';
import { TrustNote } from '../components/trust-note';
import { inviteRefusalTitle } from '../lib/invite-refusals';

/** Why the invite cannot be answered, as a page of its own. */
function Refusal({ title, message }: { title: string; message: string }) {
  return (
    <>
      <h1 className="h3">{title}</h1>
      <Alert variant="warning" data-testid="invite-refusal">
        {message}
      </Alert>
      <Link to={paths.partner}>{t`Go to your Partner page`}</Link>
    </>
  );
}

function Offer({ code, preview, timeZone }: { code: string; preview: InvitePreview; timeZone: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite(code);
  const decline = useDeclineInvite(code);
  const { player } = preview;
  const failed = accept.error ?? decline.error;
  const refusal = inviteRefusalTitle(failed);
  if (refusal) return <Refusal title={refusal} message={errorMessage(failed)} />;
  if (decline.isSuccess) {
    return (
      <>
        <h1 className="h3">{t`Invite declined`}</h1>
        <p>
          <Trans>You declined {{ player: player.userName }}'s invite. Its link no longer works.</Trans>
        </p>
        <Link to={paths.partner}>{t`Go to your Partner page`}</Link>
      </>
    );
  }

  const onAccept = async () => {
    try {
      const partnership = await accept.mutateAsync();
      await navigate(partnerPlayerPath(partnership.player.userId));
    } catch {
      // Shown below, or as the refusal's page.
    }
  };
  const busy = accept.isPending || decline.isPending;

  return (
    <>
      <h1 className="h3">{t`Partner invite`}</h1>
      <Card className="mb-3">
        <Card.Body>
          <div className="d-flex align-items-center gap-2 mb-3">
            <span className="flex-shrink-0">
              <Avatar name={player.userName} src={player.avatarUrl} />
            </span>
            <p className="mb-0 fw-semibold text-break">
              <Trans>{{ player: player.userName }} invites you to be their partner.</Trans>
            </p>
          </div>
          <h2 className="h6">{t`As their partner you will be able to:`}</h2>
          <ContractTerms reader="partner" contract={preview.contract} label={t`What you will be able to do`} />
          <TrustNote />
          <p className="small mb-0">
            <Trans>
              {{ player: player.userName }} can take any right back or lower a limit at any time, and end the partnership at once.
              So can you. The invite is valid until {{ expiresAt: formatDateTime(preview.expiresAt, timeZone) }}.
            </Trans>
          </p>
        </Card.Body>
      </Card>
      {failed && (
        <Alert variant="danger" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <OnlineButton onClick={() => void onAccept()} disabled={busy}>
          {accept.isPending ? t`Accepting…` : t`Accept`}
        </OnlineButton>
        <Button variant="outline-secondary" onClick={() => decline.mutate()} disabled={busy}>
          {decline.isPending ? t`Declining…` : t`Decline`}
        </Button>
      </div>
    </>
  );
}

/**
 * An invite link's page. A visitor signs in or up here, and the page goes on to the invite; the
 * invitee reads who invites them and exactly what they could do, and accepts or declines.
 */
export default function InvitePage() {
  const code = useParams().code ?? '';
  const { data: me, isPending: sessionPending } = useMe();
  const wellFormed = inviteCodeSchema.safeParse(code).success;
  const preview = useInvitePreview(code, Boolean(me) && wellFormed);

  let body;
  if (sessionPending) body = <PageSpinner />;
  else if (!me) {
    body = (
      <>
        <h1 className="h3">{t`Partner invite`}</h1>
        <p>{t`Someone invites you to be their partner. Log in, or sign up, to see what they ask of you and to answer.`}</p>
        <Card style={{ maxWidth: '28rem' }}>
          <Card.Body>
            <AuthForm />
          </Card.Body>
        </Card>
      </>
    );
  } else if (!wellFormed) {
    body = (
      <Refusal
        title={t`This invite link is not complete`}
        message={t`Check that you opened the whole link, or ask for a new one.`}
      />
    );
  } else if (preview.isPending) body = <PageSpinner label={t`Loading the invite…`} />;
  else if (preview.isError) {
    const refusal = inviteRefusalTitle(preview.error);
    body = refusal ? (
      <Refusal title={refusal} message={errorMessage(preview.error)} />
    ) : (
      <LoadError message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
    );
  } else body = <Offer code={code} preview={preview.data} timeZone={me.timeZone} />;

  return (
    <div className="d-grid gap-2" style={{ maxWidth: '40rem' }}>
      {body}
    </div>
  );
}

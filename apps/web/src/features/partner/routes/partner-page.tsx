import { t } from '@lingui/core/macro';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { errorMessage } from '../../../lib/error-text';
import { useMe } from '../../../lib/session';
import { usePartnerPage } from '../api/partner-page-api';
import { ActionLog } from '../components/action-log';
import { HeldPlayers } from '../components/held-players';
import { PlayerSide } from '../components/player-side';

/** Both sides of playing with a partner: the caller's own partner (or invite) and log, and the players they hold. */
export default function PartnerPage() {
  const { data: me } = useMe();
  const page = usePartnerPage();
  if (!me) return null;

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-0">{t`Partner`}</h1>
      {page.isPending && <PageSpinner label={t`Loading your partnerships…`} />}
      {page.isError && !page.data && <LoadError message={errorMessage(page.error)} onRetry={() => void page.refetch()} />}
      {page.data && (
        <>
          <PlayerSide asPlayer={page.data.asPlayer} timeZone={me.timeZone} />
          {(page.data.asPlayer.partnership || page.data.asPlayer.actions.length > 0) && (
            <ActionLog actions={page.data.asPlayer.actions} timeZone={me.timeZone} />
          )}
          <HeldPlayers glances={page.data.asPartner} />
        </>
      )}
    </div>
  );
}

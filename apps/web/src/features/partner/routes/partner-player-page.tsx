import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Card } from 'react-bootstrap';
import { useParams } from 'react-router';
import { hasRight } from '@gauntlet/core';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-text';
import { useMe } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { ChallengeProgressCard, confirmedMetrics } from '../../challenges';
import { usePartnerView } from '../api/partner-view-api';
import { usePartnerStream } from '../api/use-partner-stream';
import { ActionLog } from '../components/action-log';
import { LostAccess } from '../components/lost-access';
import { PendingCheckIns } from '../components/pending-check-ins';
import { PlayerOverview } from '../components/player-overview';
import { PointsForm } from '../components/points-form';
import { CancelRequestAnswer } from '../components/cancel-request-answer';
import { PunishmentGoalForm } from '../components/punishment-goal-form';
import { RecentPoints, RecentRoutineLogs } from '../components/recent-activity';

/** Refusals that mean the caller may not see this player (any more). */
const NO_ACCESS = new Set(['not_partner', 'right_not_granted']);

/**
 * A player as their partner sees them, live: their challenge today, balances, recent points and
 * training, the log, and the punish (points and a goal for the next challenge) and reward forms the contract grants. When access ends it
 * says so at once, and shows nothing more of the player.
 */
export default function PartnerPlayerPage() {
  const playerId = useParams().playerId ?? '';
  const { data: me } = useMe();
  const ended = usePartnerStream(playerId);
  const view = usePartnerView(playerId, ended === null);
  const now = useNow();
  if (!me) return null;

  if (ended) return <LostAccess reason={ended} />;
  if (view.isError && !view.data) {
    if (view.error instanceof ApiRequestError && NO_ACCESS.has(view.error.code)) return <LostAccess reason={null} />;
    return <LoadError message={errorMessage(view.error)} onRetry={() => void view.refetch()} />;
  }
  if (!view.data) return <PageSpinner label={t`Loading the player…`} />;

  const data = view.data;
  const { player, contract } = data.partnership;
  const challenge = data.dashboard.activeChallenge;
  return (
    <div className="d-grid gap-3" style={{ maxWidth: '48rem' }}>
      <div>
        <h1 className="h3 mb-0 text-break">{player.userName}</h1>
        <p className="text-body-secondary mb-0">
          <Trans>You see this as {{ player: player.userName }}'s partner. It updates by itself.</Trans>
        </p>
      </div>
      <PlayerOverview view={data} now={now} timeZone={me.timeZone} />
      {hasRight(contract, 'lock') && data.dashboard.cancelRequest && (
        <CancelRequestAnswer player={player} request={data.dashboard.cancelRequest} />
      )}
      {challenge ? (
        <ChallengeProgressCard
          challenge={challenge}
          metrics={confirmedMetrics(data.dashboard)}
          rewardCap={data.dashboard.rewardCap}
          now={now}
        />
      ) : (
        <Card body className="text-body-secondary">
          {t`No active challenge right now.`}
        </Card>
      )}
      {challenge?.partnerConfirms && hasRight(contract, 'confirm') && (
        <PendingCheckIns playerId={playerId} challenge={challenge} confirmations={data.dashboard.confirmations} />
      )}
      {hasRight(contract, 'punish') && (
        <PointsForm playerId={playerId} kind="punish" leftToday={data.allowance.punishmentPointsLeftToday} />
      )}
      {hasRight(contract, 'punish') && <PunishmentGoalForm playerId={playerId} next={data.nextChallengeGoals} />}
      {hasRight(contract, 'reward') && (
        <PointsForm playerId={playerId} kind="reward" leftToday={data.allowance.rewardPointsLeftToday} />
      )}
      <RecentPoints entries={data.recentPoints} timeZone={me.timeZone} />
      <RecentRoutineLogs logs={data.recentRoutineLogs} />
      <ActionLog actions={data.actions} timeZone={me.timeZone} />
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Badge, Button, Col, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { hasFlag } from '@gauntlet/core';
import { ShowForRole } from '../../components/show-for-role';
import { formatNumber } from '../../lib/format';
import { useAuthActions, useMe } from '../../lib/session';
import { EmailVerificationReminder } from '../../features/account';
import { FirstAdminOffer } from '../../features/admin';
import { ChallengeSection } from '../../features/challenges';
import { RecentUsers, TimeZoneOffer } from '../../features/profile';
import { paths, profilePath } from '../../lib/paths';

export default function DashboardPage() {
  const { data: me } = useMe();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [shareNote, setShareNote] = useState<{ variant: 'success' | 'warning'; text: string } | null>(null);
  if (!me) return null;

  // Said on the page, not in a browser alert that stops everything until it is dismissed.
  const shareProfile = async () => {
    const link = `${window.location.origin}${profilePath(me.userId)}`;
    try {
      await navigator.clipboard.writeText(link);
      setShareNote({ variant: 'success', text: t`Profile link copied to clipboard!` });
    } catch {
      setShareNote({ variant: 'warning', text: t`Could not copy automatically. Your profile link: ${link}` });
    }
  };

  const logout = async () => {
    await signOut();
    await navigate(paths.home);
  };

  return (
    <div className="dashboard">
      <h1 className="h3">
        <Trans>Welcome, {{ userName: me.userName }}!</Trans>
      </h1>
      <EmailVerificationReminder />
      <TimeZoneOffer />
      <div className="d-flex flex-wrap gap-2 mb-3" aria-label={t`Points`}>
        <Badge bg="success" className="fs-6" data-testid="dashboard-rp">
          <Trans>Reward Points: {{ rewardPoints: formatNumber(me.rewardPoints) }}</Trans>
        </Badge>
        <Badge bg="danger" className="fs-6" data-testid="dashboard-pp">
          <Trans>Punishment Points: {{ punishmentPoints: formatNumber(me.punishmentPoints) }}</Trans>
        </Badge>
        {me.cancelPenalty > 0 && (
          <Badge bg="warning" text="dark" className="fs-6" data-testid="dashboard-cancel-penalty">
            <Trans>Cancel Penalty: {{ cancelPenalty: me.cancelPenalty }}%</Trans>
          </Badge>
        )}
      </div>
      <nav className="d-flex flex-wrap gap-2 mb-4" aria-label={t`Dashboard`}>
        <Link to={paths.routines} className="btn btn-outline-primary">
          <Trans>Routines</Trans>
        </Link>
        <Link to={paths.training} className="btn btn-outline-primary">
          <Trans>Train</Trans>
        </Link>
        <Link to={paths.faq} className="btn btn-outline-secondary">
          <Trans>FAQ</Trans>
        </Link>
        <Button variant="outline-success" onClick={() => void shareProfile()}>
          <Trans>Share Profile</Trans>
        </Button>
        {hasFlag(me.permissions.flags, 'premium_content') && (
          <Link to={paths.premiumChallenges} className="btn btn-warning">
            <Trans>Premium Challenges</Trans>
          </Link>
        )}
        <ShowForRole role="admin">
          <Link to={paths.admin} className="btn btn-danger">
            <Trans>Admin Panel</Trans>
          </Link>
        </ShowForRole>
        <Link to={paths.editProfile} className="btn btn-outline-secondary">
          <Trans>Edit Profile</Trans>
        </Link>
        <Button variant="outline-dark" onClick={() => void logout()}>
          <Trans>Logout</Trans>
        </Button>
      </nav>
      {shareNote && (
        <Alert variant={shareNote.variant} role="status" dismissible onClose={() => setShareNote(null)} data-testid="share-note">
          {shareNote.text}
        </Alert>
      )}
      <FirstAdminOffer />
      <ChallengeSection />
      <Row>
        <Col lg={6}>
          <RecentUsers />
        </Col>
      </Row>
    </div>
  );
}

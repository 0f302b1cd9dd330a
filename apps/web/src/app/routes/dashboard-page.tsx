import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Badge, Button, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { hasFlag } from '@gauntlet/core';
import { ShowForRole } from '../../components/show-for-role';
import { useMe } from '../../lib/session';
import { EmailVerificationReminder } from '../../features/account';
import { ChallengeSection } from '../../features/challenges';
import { RecentUsers, TimeZoneOffer } from '../../features/profile';
import { paths, profilePath } from '../../lib/paths';

/**
 * Today first: on a phone the challenge and its check-ins fill the first screen. The points and
 * Logout are the user bar's alone; the notices and the ways elsewhere come after the challenge.
 */
export default function DashboardPage() {
  const { data: me } = useMe();
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

  return (
    <div className="dashboard">
      <h1 className="h5 mb-2 text-break">
        <Trans>Welcome, {{ userName: me.userName }}!</Trans>
      </h1>
      <ChallengeSection />
      <EmailVerificationReminder />
      <TimeZoneOffer />
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
      </nav>
      {me.cancelPenalty > 0 && (
        <p className="mb-4">
          <Badge bg="warning" text="dark" className="fs-6" data-testid="dashboard-cancel-penalty">
            <Trans>Cancel Penalty: {{ cancelPenalty: me.cancelPenalty }}%</Trans>
          </Badge>
        </p>
      )}
      {shareNote && (
        <Alert variant={shareNote.variant} role="status" dismissible onClose={() => setShareNote(null)} data-testid="share-note">
          {shareNote.text}
        </Alert>
      )}
      <Row>
        <Col lg={6}>
          <RecentUsers />
        </Col>
      </Row>
    </div>
  );
}

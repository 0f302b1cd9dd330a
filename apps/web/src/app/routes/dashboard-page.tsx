import { useState } from 'react';
import { Alert, Badge, Button, Col, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { hasFlag } from '@gauntlet/core';
import { ShowForRole } from '../../components/show-for-role';
import { useAuthActions, useMe } from '../../lib/session';
import { FirstAdminOffer } from '../../features/admin';
import { ChallengeSection } from '../../features/challenges';
import { RecentUsers, TimeZoneOffer } from '../../features/profile';

export default function DashboardPage() {
  const { data: me } = useMe();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [shareError, setShareError] = useState<string | null>(null);
  if (!me) return null;

  const shareProfile = async () => {
    const link = `${window.location.origin}/profile/show/${me.userId}`;
    try {
      await navigator.clipboard.writeText(link);
      setShareError(null);
      window.alert('Profile link copied to clipboard!');
    } catch {
      setShareError(`Could not copy automatically. Your profile link: ${link}`);
    }
  };

  const logout = async () => {
    await signOut();
    await navigate('/');
  };

  return (
    <div className="dashboard">
      <h1 className="h3">Welcome, {me.userName}!</h1>
      <TimeZoneOffer />
      <div className="d-flex flex-wrap gap-2 mb-3" aria-label="Points">
        <Badge bg="success" className="fs-6" data-testid="dashboard-rp">
          Reward Points: {me.rewardPoints}
        </Badge>
        <Badge bg="danger" className="fs-6" data-testid="dashboard-pp">
          Punishment Points: {me.punishmentPoints}
        </Badge>
        {me.cancelPenalty > 0 && (
          <Badge bg="warning" text="dark" className="fs-6" data-testid="dashboard-cancel-penalty">
            Cancel Penalty: {me.cancelPenalty}%
          </Badge>
        )}
      </div>
      <nav className="d-flex flex-wrap gap-2 mb-4" aria-label="Dashboard">
        <Link to="/routines" className="btn btn-outline-primary">
          Routines
        </Link>
        <Link to="/training" className="btn btn-outline-primary">
          Train
        </Link>
        <Link to="/faq" className="btn btn-outline-secondary">
          FAQ
        </Link>
        <Button variant="outline-success" onClick={() => void shareProfile()}>
          Share Profile
        </Button>
        {hasFlag(me.permissions.flags, 'premium_content') && (
          <Link to="/premium-challenges" className="btn btn-warning">
            Premium Challenges
          </Link>
        )}
        <ShowForRole role="admin">
          <Link to="/admin" className="btn btn-danger">
            Admin Panel
          </Link>
        </ShowForRole>
        <Link to="/profile/edit" className="btn btn-outline-secondary">
          Edit Profile
        </Link>
        <Button variant="outline-dark" onClick={() => void logout()}>
          Logout
        </Button>
      </nav>
      {shareError && (
        <Alert variant="warning" dismissible onClose={() => setShareError(null)}>
          {shareError}
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

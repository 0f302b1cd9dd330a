import { Link, Navigate } from 'react-router';
import { APP_NAME, APP_VERSION, COPYRIGHT_YEAR } from '@gauntlet/core';
import { PageSpinner } from '../../components/page-spinner';
import { useMe } from '../../lib/session';
import { AuthForm } from '../../features/account';

/** The public front door; a signed-in user (also one who signs in here) goes to the dashboard. */
export default function HomePage() {
  const { data: me, isPending } = useMe();
  if (me) return <Navigate to="/dashboard" replace />;
  return (
    <div className="home-page">
      <h1>{APP_NAME}</h1>
      <p className="lead">
        Build time-boxed challenges out of goals, check in every day, earn reward points for what you pass and punishment points
        for what you fail, and work the punishment off in your next challenge.
      </p>
      <p className="text-body-secondary">Please log in or create an account to start your first challenge.</p>
      <div className="card mb-4" style={{ maxWidth: '28rem' }}>
        <div className="card-body">{isPending ? <PageSpinner /> : <AuthForm />}</div>
      </div>
      <nav aria-label="Help and legal" className="d-flex flex-wrap gap-3 mb-4">
        <Link to="/faq">FAQ &amp; Help</Link>
        <Link to="/terms-of-use">Terms of Use</Link>
        <Link to="/privacy-policy">Privacy Policy</Link>
      </nav>
      <footer className="text-body-secondary small">
        {APP_NAME} v{APP_VERSION} · © {COPYRIGHT_YEAR}
      </footer>
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router';
import { APP_NAME, APP_VERSION, COPYRIGHT_YEAR } from '@gauntlet/core';
import { PageSpinner } from '../../components/page-spinner';
import { useMe } from '../../lib/session';
import { AuthForm } from '../../features/account';
import { paths } from '../../lib/paths';

/** The public front door; a signed-in user (also one who signs in here) goes to the dashboard. */
export default function HomePage() {
  const { data: me, isPending } = useMe();
  if (me) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="home-page">
      <h1>{APP_NAME}</h1>
      <p className="lead">
        <Trans>
          Build time-boxed challenges out of goals, check in every day, earn reward points for what you pass and punishment points
          for what you fail, and work the punishment off in your next challenge.
        </Trans>
      </p>
      <p className="text-body-secondary">
        <Trans>Please log in or create an account to start your first challenge.</Trans>
      </p>
      <div className="card mb-4" style={{ maxWidth: '28rem' }}>
        <div className="card-body">{isPending ? <PageSpinner /> : <AuthForm />}</div>
      </div>
      <nav aria-label={t`Help and legal`} className="d-flex flex-wrap gap-3 mb-4">
        <Link to={paths.faq}>
          <Trans>FAQ &amp; Help</Trans>
        </Link>
        <Link to={paths.terms}>
          <Trans>Terms of Use</Trans>
        </Link>
        <Link to={paths.privacy}>
          <Trans>Privacy Policy</Trans>
        </Link>
      </nav>
      <footer className="text-body-secondary small">
        {APP_NAME} v{APP_VERSION} · © {COPYRIGHT_YEAR}
      </footer>
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export default function UnauthorizedPage() {
  return (
    <div className="mx-auto" style={{ maxWidth: '36rem' }}>
      <Alert variant="danger" transition={false}>
        <h1 className="h3 alert-heading">{t`Access Denied`}</h1>
        <p>
          {t`You don't have sufficient permissions to access this page. Please contact an administrator if you believe this is an error.`}
        </p>
        <Link to={paths.dashboard} className="btn btn-primary">
          {t`Go to Dashboard`}
        </Link>
      </Alert>
    </div>
  );
}

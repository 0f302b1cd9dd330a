import { t } from '@lingui/core/macro';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { createRoutinePath } from '../../../lib/paths';

/** Training without any routine to train. */
export function NoRoutines() {
  return (
    <Card body className="text-center">
      <h2 className="h5">{t`No Routines Found`}</h2>
      <p className="text-body-secondary">{t`Create a routine first, then come back to train through it.`}</p>
      <Link to={createRoutinePath} className="btn btn-primary">
        {t`Create New Routine`}
      </Link>
    </Card>
  );
}

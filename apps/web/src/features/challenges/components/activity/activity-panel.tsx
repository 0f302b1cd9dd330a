import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { PageSpinner } from '../../../../components/page-spinner';
import { ApiRequestError } from '../../../../lib/api-client';
import { useMe } from '../../../../lib/session';
import { useActivity } from '../../api/progress-api';
import { metricName } from '../../lib/catalogue/metrics';
import { ActivityCalendar } from './activity-calendar';
import { paths } from '../../../../lib/paths';

/**
 * A user's streaks and check-in calendar. The owner always sees it (with a word on who else
 * does); on someone else's profile it shows only when they made it public, and is left out
 * otherwise.
 */
export function ActivityPanel({ userId }: { userId: string }) {
  const titleId = useId();
  const { data: me } = useMe();
  const own = me?.userId === userId;
  const activity = useActivity(userId);
  const hidden = activity.error instanceof ApiRequestError && activity.error.status === 404;
  if (hidden && !own) return null;

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="activity-panel">
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {t`Streaks and check-ins`}
        </h2>
      </Card.Header>
      {activity.isPending && <PageSpinner label={t`Loading activity…`} />}
      {activity.isError && (
        <Card.Body>
          <LoadError message={t`Failed to load activity.`} onRetry={() => void activity.refetch()} />
        </Card.Body>
      )}
      {activity.data && (
        <Card.Body className="d-grid gap-3">
          {activity.data.streaks.length === 0 ? (
            <p className="text-body-secondary mb-0">{t`No check-in goals yet.`}</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {activity.data.streaks.map(({ metric, name: sentName, current, longest }) => {
                const name = metricName(metric, sentName);
                return (
                  <li key={metric} data-testid={`streak-${metric}`}>
                    <Trans>
                      <span className="fw-semibold">{name}</span>: current streak{' '}
                      <Plural value={current} one="# day" other="# days" />, longest{' '}
                      <Plural value={longest} one="# day" other="# days" />
                    </Trans>
                  </li>
                );
              })}
            </ul>
          )}
          <ActivityCalendar activity={activity.data} />
          {own && (
            <p className="small text-body-secondary mb-0">
              {me.publicActivity ? t`Everyone sees this on your public profile.` : t`Only you see this.`}{' '}
              <Link to={paths.editProfile}>{t`Change in Edit profile`}</Link>
            </p>
          )}
        </Card.Body>
      )}
    </Card>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/error-text';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../lib/paths';
import { browserSupportsPush } from '../../../lib/push-support';
import { PushOnThisDevice } from '../../push';
import { useMe } from '../../../lib/session';
import { useNotificationSettings } from '../api/notification-settings-api';
import { NotificationSettingsForm, TIME_ZONE_NOTE_ID } from '../components/notification-settings-form';

/** Which reminders reach the player, by e-mail or push, and when. */
export default function NotificationsPage() {
  const { data: me } = useMe();
  const settings = useNotificationSettings();
  if (!me) return null;
  const timeZone = me.timeZone;

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '36rem' }}>
      <h1 className="h3 mb-0">{t`Notifications`}</h1>
      <p className="mb-0" id={TIME_ZONE_NOTE_ID}>
        <Trans>
          Times are in your time zone, {timeZone}. You can change it in <Link to={paths.editProfile}>Edit Profile</Link>.
        </Trans>
      </p>
      <Card>
        <Card.Body>
          {settings.data && <NotificationSettingsForm saved={settings.data} />}
          {!settings.data && settings.isError && (
            <LoadError message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
          )}
          {settings.isPending && <PageSpinner label={t`Loading your notification settings…`} />}
        </Card.Body>
      </Card>
      {/* Without push support the form already says so, and this device has nothing to turn on. */}
      {browserSupportsPush() && (
        <Card>
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {t`This device`}
            </Card.Title>
            <PushOnThisDevice />
          </Card.Body>
        </Card>
      )}
    </div>
  );
}

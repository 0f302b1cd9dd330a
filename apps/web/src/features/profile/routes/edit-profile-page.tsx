import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Alert, Card, Form, Spinner } from 'react-bootstrap';
import { CheckedControl } from '../../../components/checked-control';
import { ChangeEmailCard, userNameFieldProblem } from '../../account';
import { Link, useNavigate } from 'react-router';
import { timeZoneSchema, userNameSchema } from '@gauntlet/core';
import { errorMessage } from '../../../lib/error-text';
import { useMe } from '../../../lib/session';
import { EXPORT_URL, useSignInMethods, useUpdateProfile } from '../api/profile-api';
import { AvatarCard } from '../components/avatar-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { OnlineButton } from '../../../components/online-controls';
import { paths } from '../../../lib/paths';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** One choice of who sees what of the player, with the words that say exactly what it shows. */
function PrivacySwitch(props: { id: string; label: string; help: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Check
        type="switch"
        role="switch"
        label={props.label}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={`${props.id}-help`}
      />
      <Form.Text id={`${props.id}-help`}>{props.help}</Form.Text>
    </Form.Group>
  );
}

export default function EditProfilePage() {
  const { data: me } = useMe();
  const signInMethods = useSignInMethods();
  const [userName, setUserName] = useState(me?.userName ?? '');
  const [timeZone, setTimeZone] = useState(me?.timeZone ?? 'UTC');
  const [publicStats, setPublicStats] = useState(me?.publicStats ?? false);
  const [publicActivity, setPublicActivity] = useState(me?.publicActivity ?? false);
  const [showInRecentlyActive, setShowInRecentlyActive] = useState(me?.showInRecentlyActive ?? false);
  const update = useUpdateProfile();
  const navigate = useNavigate();
  if (!me) return null;

  const nameCheck = userNameSchema.safeParse(userName);
  const zoneCheck = timeZoneSchema.safeParse(timeZone);
  const nameError = nameCheck.success ? null : (userNameFieldProblem(userName) ?? t`Username is required`);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!nameCheck.success || !zoneCheck.success) return;
    await update.mutateAsync({
      userName: nameCheck.data,
      timeZone: zoneCheck.data,
      publicStats,
      publicActivity,
      showInRecentlyActive,
    });
    await navigate(paths.dashboard);
  };

  return (
    <div className="d-grid gap-4" style={{ maxWidth: '36rem' }}>
      <h1 className="h3 mb-0">{t`Edit profile`}</h1>
      <Card>
        <Card.Body>
          <Form onSubmit={(event) => void save(event).catch(() => undefined)} noValidate>
            {update.error && <Alert variant="danger">{errorMessage(update.error)}</Alert>}
            <Form.Group className="mb-3" controlId="profile-username">
              <Form.Label>{t`Username`}</Form.Label>
              <CheckedControl
                value={userName}
                onChange={(event) => setUserName(event.target.value)}
                problem={nameError}
                required
              />
            </Form.Group>
            <Form.Group className="mb-3" controlId="profile-time-zone">
              <Form.Label>{t`Time zone`}</Form.Label>
              <Form.Select value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
                {(TIME_ZONES.includes(timeZone) ? TIME_ZONES : [timeZone, ...TIME_ZONES]).map((zone) => (
                  <option key={zone}>{zone}</option>
                ))}
              </Form.Select>
              <Form.Text>
                <Trans>
                  Your days (check-ins, a challenge's last day) follow this zone. A challenge already running keeps the zone it
                  started in, so a change applies from your next challenge.
                </Trans>
              </Form.Text>
            </Form.Group>
            <PrivacySwitch
              id="profile-public-stats"
              label={t`Show my profile to visitors who are not signed in`}
              help={t`Anyone with its link then sees what signed-in players see. When off, they see only that the profile is private.`}
              checked={publicStats}
              onChange={setPublicStats}
            />
            <PrivacySwitch
              id="profile-public-activity"
              label={t`Show my activity publicly`}
              help={t`Your streaks and check-in calendar on your public profile. When off, only you see them.`}
              checked={publicActivity}
              onChange={setPublicActivity}
            />
            <PrivacySwitch
              id="profile-recently-active"
              label={t`Show me in Recently Active Users`}
              help={t`Signed-in players then find your name, avatar and the day you were last seen in the list on their dashboard.`}
              checked={showInRecentlyActive}
              onChange={setShowInRecentlyActive}
            />
            <OnlineButton type="submit" disabled={!nameCheck.success || update.isPending}>
              {update.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              <Trans>Save</Trans>
            </OnlineButton>
          </Form>
        </Card.Body>
      </Card>
      <Card>
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t`Notifications`}
          </Card.Title>
          <p className="text-body-secondary">{t`Choose which reminders reach you, by e-mail or push, and when.`}</p>
          <Link className="btn btn-outline-primary" to={paths.notifications}>
            {t`Notification settings`}
          </Link>
        </Card.Body>
      </Card>
      <AvatarCard me={me} />
      <ChangeEmailCard currentEmail={me.email} hasPassword={signInMethods.data?.hasPassword ?? true} />
      <Card>
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t`Download my data`}
          </Card.Title>
          <p className="text-body-secondary">{t`Everything we keep about your account, as a JSON file.`}</p>
          <a className="btn btn-outline-primary" href={EXPORT_URL} download="gauntlet-data.json">
            {t`Download my data`}
          </a>
        </Card.Body>
      </Card>
      <DeleteAccountCard />
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert, Form, Spinner } from 'react-bootstrap';
import { reminderKinds, type NotificationSettings } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { useSaveNotificationSettings } from '../api/notification-settings-api';
import { browserSupportsPush } from '../../../lib/push-support';
import { PartnerKindsFieldset } from './partner-kinds-fieldset';
import { ReminderKindFieldset } from './reminder-kind-fieldset';
import { isLocalTime, TimeField } from './time-field';

/** The id of the page's sentence naming the player's time zone, read with every time field. */
export const TIME_ZONE_NOTE_ID = 'notifications-time-zone';

/** Every reminder setting, edited together and saved as one set. */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const [settings, setSettings] = useState(saved);
  const save = useSaveNotificationSettings();
  const timesValid = [settings.dailyCheckInTime, settings.quietHours.start, settings.quietHours.end].every(isLocalTime);

  const change = (next: NotificationSettings) => {
    setSettings(next);
    // "Saved" and a refusal speak of the values sent; an edit after them makes them stale.
    if (!save.isPending) save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (timesValid) save.mutate(settings);
  };

  return (
    <Form onSubmit={submit} noValidate className="d-grid gap-4">
      {reminderKinds.map((kind) => (
        <ReminderKindFieldset
          key={kind}
          kind={kind}
          channels={settings.channels[kind]}
          onChange={(channels) => change({ ...settings, channels: { ...settings.channels, [kind]: channels } })}
        >
          {kind === 'daily_check_in' && (
            <TimeField
              id="reminder-daily-time"
              label={t`Remind me at`}
              value={settings.dailyCheckInTime}
              onChange={(dailyCheckInTime) => change({ ...settings, dailyCheckInTime })}
              describedBy={TIME_ZONE_NOTE_ID}
            />
          )}
        </ReminderKindFieldset>
      ))}
      {!browserSupportsPush() && (
        <Alert variant="info" className="mb-0">
          {t`This browser cannot receive push notifications. Your push choices are kept for a device that can.`}
        </Alert>
      )}
      <fieldset className="d-grid gap-2" aria-describedby="quiet-hours-note">
        <legend className="h6 mb-0">{t`Quiet hours`}</legend>
        <p className="text-body-secondary small mb-0" id="quiet-hours-note">
          {t`A reminder or a partnership's news due in quiet hours waits until they end.`}
        </p>
        <div className="d-flex flex-wrap gap-3">
          <TimeField
            id="quiet-hours-start"
            label={t`From`}
            value={settings.quietHours.start}
            onChange={(start) => change({ ...settings, quietHours: { ...settings.quietHours, start } })}
            describedBy={TIME_ZONE_NOTE_ID}
          />
          <TimeField
            id="quiet-hours-end"
            label={t`Until`}
            value={settings.quietHours.end}
            onChange={(end) => change({ ...settings, quietHours: { ...settings.quietHours, end } })}
            describedBy={TIME_ZONE_NOTE_ID}
          />
        </div>
      </fieldset>
      <PartnerKindsFieldset
        value={settings.partner}
        onChange={(partner) => change({ ...settings, partner })}
        channels={settings.partnerChannels}
        onChannelsChange={(partnerChannels) => change({ ...settings, partnerChannels })}
      />
      {save.error && (
        <Alert variant="danger" className="mb-0">
          {errorMessage(save.error)}
        </Alert>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <OnlineButton type="submit" disabled={!timesValid || save.isPending}>
          {save.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </OnlineButton>
        {/* Always present, so a screen reader hears the confirmation when it appears. */}
        <span role="status" className="text-success">
          {save.isSuccess && t`Saved.`}
        </span>
      </div>
    </Form>
  );
}

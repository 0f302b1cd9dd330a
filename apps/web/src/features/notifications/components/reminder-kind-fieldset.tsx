import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { NotificationSettings, ReminderKind } from '@gauntlet/core';
import { reminderKindText } from '../lib/reminder-kind-texts';

type Channels = NotificationSettings['channels'][ReminderKind];

interface Props {
  kind: ReminderKind;
  channels: Channels;
  onChange: (channels: Channels) => void;
  /** Settings that belong to this kind alone (the daily reminder's time). */
  children?: ReactNode;
}

/**
 * One kind of reminder: its name as the group's legend, so a screen reader announces which
 * reminder an "E-mail" or "Push" switch belongs to, and when it comes.
 */
export function ReminderKindFieldset({ kind, channels, onChange, children }: Props) {
  const { title, when } = reminderKindText(kind);
  const whenId = `reminder-${kind}-when`;
  return (
    <fieldset className="d-grid gap-1" aria-describedby={whenId}>
      <legend className="h6 mb-0">{title}</legend>
      <p className="text-body-secondary small mb-0" id={whenId}>
        {when}
      </p>
      <div className="d-flex flex-wrap column-gap-4">
        <Form.Check
          type="switch"
          role="switch"
          id={`reminder-${kind}-email`}
          label={t`E-mail`}
          checked={channels.email}
          onChange={(event) => onChange({ ...channels, email: event.currentTarget.checked })}
        />
        <Form.Check
          type="switch"
          role="switch"
          id={`reminder-${kind}-push`}
          label={t`Push`}
          checked={channels.push}
          onChange={(event) => onChange({ ...channels, push: event.currentTarget.checked })}
        />
      </div>
      {children}
    </fieldset>
  );
}

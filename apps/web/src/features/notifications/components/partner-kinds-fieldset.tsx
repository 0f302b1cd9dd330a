import { t } from '@lingui/core/macro';
import { Form } from 'react-bootstrap';
import { partnerNotificationKinds, type NotificationSettings, type PartnerNotificationKind } from '@gauntlet/core';
import { partnerKindLabel } from '../lib/partner-kind-texts';

type PartnerKinds = NotificationSettings['partner'];
type PartnerChannels = NotificationSettings['partnerChannels'];

/** As a player the bell tells of the partner's actions; as a partner, of each player's. */
const AS_PLAYER = partnerNotificationKinds.filter((kind) => kind.startsWith('partner_'));
const AS_PARTNER = partnerNotificationKinds.filter((kind) => kind.startsWith('player_'));

function KindSwitches({
  legend,
  kinds,
  value,
  onChange,
}: {
  legend: string;
  kinds: PartnerNotificationKind[];
  value: PartnerKinds;
  onChange: (value: PartnerKinds) => void;
}) {
  return (
    <fieldset className="d-grid gap-1">
      <legend className="small fw-semibold mb-0">{legend}</legend>
      {kinds.map((kind) => (
        <Form.Check
          key={kind}
          type="switch"
          role="switch"
          id={`partner-${kind}`}
          label={partnerKindLabel(kind)}
          checked={value[kind]}
          onChange={(event) => onChange({ ...value, [kind]: event.currentTarget.checked })}
        />
      ))}
    </fieldset>
  );
}

/**
 * Which news of a partnership reaches the bell, each kind turned off by the one who would receive
 * it, and whether the kinds left on also come by e-mail and by push (off until chosen: a player
 * who checks in daily would otherwise fill their partner's mailbox).
 */
export function PartnerKindsFieldset({
  value,
  onChange,
  channels,
  onChannelsChange,
}: {
  value: PartnerKinds;
  onChange: (value: PartnerKinds) => void;
  channels: PartnerChannels;
  onChannelsChange: (channels: PartnerChannels) => void;
}) {
  return (
    <fieldset className="d-grid gap-2" aria-describedby="partner-kinds-note">
      <legend className="h6 mb-0">{t`Partner`}</legend>
      <p className="text-body-secondary small mb-0" id="partner-kinds-note">
        {t`What the bell tells you of your partnerships. A kind you turn off here comes neither in the bell nor by e-mail or push.`}
      </p>
      <fieldset className="d-grid gap-1">
        <legend className="small fw-semibold mb-0">{t`Also send this news by`}</legend>
        <div className="d-flex flex-wrap column-gap-4">
          <Form.Check
            type="switch"
            role="switch"
            id="partner-news-email"
            label={t`E-mail`}
            checked={channels.email}
            onChange={(event) => onChannelsChange({ ...channels, email: event.currentTarget.checked })}
          />
          <Form.Check
            type="switch"
            role="switch"
            id="partner-news-push"
            label={t`Push`}
            checked={channels.push}
            onChange={(event) => onChannelsChange({ ...channels, push: event.currentTarget.checked })}
          />
        </div>
      </fieldset>
      <KindSwitches legend={t`As a player, when…`} kinds={AS_PLAYER} value={value} onChange={onChange} />
      <KindSwitches legend={t`As a partner, when…`} kinds={AS_PARTNER} value={value} onChange={onChange} />
    </fieldset>
  );
}

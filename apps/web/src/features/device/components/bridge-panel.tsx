import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { formatTime } from '../../../lib/date-format';
import { loadBridgeUrl } from '../lib/bridge-url';
import type { DeviceSession } from '../lib/device-session';
import { useLocalBridge, type BridgeStatus } from '../lib/use-local-bridge';

const STATUS_LABEL: Record<BridgeStatus, { text: MessageDescriptor; bg: string }> = {
  closed: { text: msg`Not connected`, bg: 'secondary' },
  connecting: { text: msg`Connecting…`, bg: 'info' },
  open: { text: msg`Connected`, bg: 'success' },
};

const EXAMPLE_MESSAGE = '{"channel":"A","strength":700,"preset":"Gentle"}';

/** The local websocket bridge: its URL, connect/disconnect, and the messages received. */
export function BridgePanel({ session }: { session: DeviceSession }) {
  const [url, setUrl] = useState(loadBridgeUrl);
  const bridge = useLocalBridge(session);
  const label = STATUS_LABEL[bridge.status];
  const closed = bridge.status === 'closed';
  return (
    <Card as="section" aria-labelledby="device-bridge-title">
      <Card.Body className="d-grid gap-2">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <Card.Title as="h2" className="h5 mb-0" id="device-bridge-title">
            {t`Local bridge`}
          </Card.Title>
          <Badge bg={label.bg} data-testid="bridge-status">
            {i18n._(label.text)}
          </Badge>
        </div>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (closed) bridge.connect(url);
            else bridge.disconnect();
          }}
        >
          <Form.Label htmlFor="device-bridge-url" className="small mb-1">
            {t`Bridge URL`}
          </Form.Label>
          <InputGroup>
            <Form.Control
              id="device-bridge-url"
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              value={url}
              disabled={!closed}
              onChange={(event) => setUrl(event.target.value)}
            />
            <Button type="submit" variant={closed ? 'primary' : 'outline-secondary'}>
              {closed ? t`Connect bridge` : t`Disconnect bridge`}
            </Button>
          </InputGroup>
          <Form.Text className="small">
            <Trans>
              Each JSON message, e.g. <code className="text-break">{EXAMPLE_MESSAGE}</code>, is applied through your consent and
              caps.
            </Trans>
          </Form.Text>
        </Form>
        {bridge.problem && <p className="text-danger small mb-0">{bridge.problem}</p>}
        {bridge.log.length > 0 && (
          <ul className="list-unstyled small mb-0" aria-label={t`Bridge messages`} data-testid="bridge-log">
            {bridge.log.map((entry) => (
              <li key={entry.id} className={entry.kind === 'error' ? 'text-danger' : undefined}>
                {formatTime(entry.at)} — {entry.text}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

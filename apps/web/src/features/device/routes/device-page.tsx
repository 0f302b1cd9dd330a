import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { BridgePanel } from '../components/bridge-panel';
import { CapsPanel } from '../components/caps-panel';
import { ConnectionPanel } from '../components/connection-panel';
import { ConsentStep } from '../components/consent-step';
import { FailureAlert } from '../components/failure-alert';
import { NoBluetooth } from '../components/no-bluetooth';
import { OutputPanel } from '../components/output-panel';
import { ShockToggle } from '../components/shock-toggle';
import { StopButton } from '../components/stop-button';
import { useDeviceSession, useDeviceSnapshot } from '../lib/device-session-context';

/** /coyote: the Bluetooth wave test for a Coyote V2, safety first. */
export default function DevicePage() {
  const session = useDeviceSession();
  const snapshot = useDeviceSnapshot();

  // Leaving the page ends its output; the connection stays for the slideshow's bursts.
  useEffect(() => () => void session.stop(), [session]);

  let content;
  if (snapshot.status === 'unsupported') {
    content = <NoBluetooth />;
  } else if (!snapshot.consent) {
    content = <ConsentStep onConsent={() => session.giveConsent()} />;
  } else {
    content = (
      <>
        <ConnectionPanel session={session} snapshot={snapshot} />
        <FailureAlert snapshot={snapshot} onDismiss={() => session.dismissMessages()} />
        <CapsPanel session={session} snapshot={snapshot} />
        <OutputPanel session={session} snapshot={snapshot} />
        <ShockToggle session={session} snapshot={snapshot} />
        <BridgePanel session={session} />
      </>
    );
  }

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '48rem', paddingBottom: '5rem' }}>
      <h1 className="h3 mb-0">{t`Coyote wave test`}</h1>
      {content}
      <StopButton />
    </div>
  );
}

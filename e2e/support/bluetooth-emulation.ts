import type { Browser, CDPSession, Page } from '@playwright/test';

/**
 * A Coyote V2 emulated by Chromium's DevTools `BluetoothEmulation` domain (browser-level CDP
 * session). The browser must run with `--enable-features=WebBluetooth`. The page's device
 * chooser is answered through the `DeviceAccess` domain (page-level CDP session).
 *
 * UUIDs are written out here rather than imported from core, so the test checks the app
 * against an independent statement of the protocol.
 */
const uuid = (short: string) => `955a${short}-0fe2-f5aa-a094-84b8d4f3e8ad`;
export const COYOTE = {
  address: '09:09:09:09:09:09',
  name: 'D-LAB ESTIM01',
  outputService: uuid('180b'),
  batteryService: uuid('180a'),
  batteryLevel: uuid('1500'),
  strength: uuid('1504'),
  waveformA: uuid('1506'),
  waveformB: uuid('1505'),
  config: uuid('1507'),
} as const;

interface EmulatedWrite {
  uuid: string;
  hex: string;
  writeType: string | undefined;
}

export interface EmulatedCoyote {
  /** Every characteristic write, in order, as upper-case hex pairs. */
  readonly writes: EmulatedWrite[];
  writesTo(uuid: string): string[];
  /** True when a GATT operation arrived while another was still unanswered. */
  overlapped(): boolean;
  /** Protocol errors met while answering (should stay empty). */
  readonly problems: string[];
  dispose(): Promise<void>;
}

export interface EmulationOptions {
  /** Battery percent (one byte). */
  battery?: number;
  /** The config characteristic's 3 bytes; default max power 2000, power step 7. */
  config?: number[];
}

/** How long the emulated device takes to answer a read or write. */
const ANSWER_DELAY_MS = 20;

const toHex = (base64: string) =>
  Array.from(Buffer.from(base64, 'base64'), (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ');

export async function emulateCoyote(browser: Browser, page: Page, options: EmulationOptions = {}): Promise<EmulatedCoyote> {
  const central: CDPSession = await browser.newBrowserCDPSession();
  const pageSession: CDPSession = await page.context().newCDPSession(page);
  const writes: EmulatedWrite[] = [];
  const problems: string[] = [];
  const reads = new Map<string, number[]>();
  const uuidOf = new Map<string, string>();
  let pending = 0;
  let overlapped = false;
  const note = (error: unknown) => problems.push(error instanceof Error ? error.message : String(error));

  await central.send('BluetoothEmulation.enable', { state: 'powered-on', leSupported: true });
  await central.send('BluetoothEmulation.simulatePreconnectedPeripheral', {
    address: COYOTE.address,
    name: COYOTE.name,
    manufacturerData: [],
    knownServiceUuids: [COYOTE.outputService, COYOTE.batteryService],
  });

  const addCharacteristic = async (serviceId: string, characteristicUuid: string, read?: number[]) => {
    const properties = read ? { read: true } : { write: true };
    const { characteristicId } = await central.send('BluetoothEmulation.addCharacteristic', {
      serviceId,
      characteristicUuid,
      properties,
    });
    uuidOf.set(characteristicId, characteristicUuid);
    if (read) reads.set(characteristicId, read);
  };
  const output = await central.send('BluetoothEmulation.addService', {
    address: COYOTE.address,
    serviceUuid: COYOTE.outputService,
  });
  await addCharacteristic(output.serviceId, COYOTE.strength);
  await addCharacteristic(output.serviceId, COYOTE.waveformA);
  await addCharacteristic(output.serviceId, COYOTE.waveformB);
  await addCharacteristic(output.serviceId, COYOTE.config, options.config ?? [0xd0, 0x07, 0x07]);
  const battery = await central.send('BluetoothEmulation.addService', {
    address: COYOTE.address,
    serviceUuid: COYOTE.batteryService,
  });
  await addCharacteristic(battery.serviceId, COYOTE.batteryLevel, [options.battery ?? 77]);

  // Connection and service discovery succeed (HCI code 0).
  central.on('BluetoothEmulation.gattOperationReceived', (event) => {
    central
      .send('BluetoothEmulation.simulateGATTOperationResponse', { address: event.address, type: event.type, code: 0 })
      .catch(note);
  });

  // Reads answer with the stored bytes; writes are recorded and acknowledged (ATT code 0).
  // Answers leave after a short delay, so an operation started before the previous one was
  // answered (two GATT operations at once) is caught.
  central.on('BluetoothEmulation.characteristicOperationReceived', (event) => {
    if (pending > 0) overlapped = true;
    pending += 1;
    const characteristicUuid = uuidOf.get(event.characteristicId) ?? event.characteristicId;
    if (event.type === 'write')
      writes.push({ uuid: characteristicUuid, hex: toHex(event.data ?? ''), writeType: event.writeType });
    const read = event.type === 'read' ? reads.get(event.characteristicId) : undefined;
    setTimeout(() => {
      central
        .send('BluetoothEmulation.simulateCharacteristicOperationResponse', {
          characteristicId: event.characteristicId,
          type: event.type,
          code: 0,
          ...(read ? { data: Buffer.from(read).toString('base64') } : {}),
        })
        .catch(note)
        .finally(() => {
          pending -= 1;
        });
    }, ANSWER_DELAY_MS);
  });

  // The chooser: pick the emulated Coyote. Chromium may announce one prompt more than once.
  const answered = new Set<string>();
  await pageSession.send('DeviceAccess.enable');
  pageSession.on('DeviceAccess.deviceRequestPrompted', (event) => {
    const device = event.devices.find((entry) => entry.id === COYOTE.address);
    if (!device || answered.has(event.id)) return;
    answered.add(event.id);
    pageSession.send('DeviceAccess.selectPrompt', { id: event.id, deviceId: device.id }).catch(note);
  });

  return {
    writes,
    problems,
    writesTo: (characteristicUuid) => writes.filter((write) => write.uuid === characteristicUuid).map((write) => write.hex),
    overlapped: () => overlapped,
    /**
     * Drops the emulated GATT link before turning the emulation off: Chromium 156 crashes
     * when the context closes with a link still open on a disabled emulation.
     */
    async dispose() {
      await central.send('BluetoothEmulation.simulateGATTDisconnection', { address: COYOTE.address }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await central.send('BluetoothEmulation.disable').catch(() => undefined);
      await central.detach().catch(() => undefined);
      await pageSession.detach().catch(() => undefined);
    },
  };
}

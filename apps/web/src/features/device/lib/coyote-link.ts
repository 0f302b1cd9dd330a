import { t } from '@lingui/core/macro';
import {
  COYOTE_NAME_PREFIX,
  COYOTE_UUIDS,
  decodeBatteryLevel,
  decodeConfig,
  encodeStrength,
  encodeWaveform,
  waveformUuid,
  type CoyoteChannel,
  type CoyoteConfig,
  type Waveform,
} from '@gauntlet/core';
import { DeviceFailure, toDeviceFailure, withTimeout } from './send-failure';
import { SerialQueue } from './serial-queue';
import type { BluetoothDeviceLike, BluetoothLike, GattCharacteristicLike, GattServerLike } from './web-bluetooth';

/** How long one GATT operation may take before it counts as a `timeout`. */
const GATT_OPERATION_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 15_000;

/** What the page asks the browser's device chooser for. */
const COYOTE_REQUEST_OPTIONS = {
  filters: [{ namePrefix: COYOTE_NAME_PREFIX }],
  optionalServices: [COYOTE_UUIDS.outputService, COYOTE_UUIDS.batteryService],
};

export interface CoyoteLink {
  readonly id: string;
  readonly name: string;
  /** Percent, or null when the battery could not be read. */
  readonly batteryLevel: number | null;
  /** Null when the config characteristic gave an invalid response. */
  readonly config: CoyoteConfig | null;
  /** Problems met while connecting that did not stop the connection (battery, config). */
  readonly warnings: DeviceFailure[];
  isConnected(): boolean;
  writeStrength(a: number, b: number): Promise<void>;
  writeWaveform(channel: CoyoteChannel, wave: Waveform): Promise<void>;
  /** Drops queued writes that have not started (the running one finishes). */
  clearPending(): void;
  disconnect(): void;
}

/** The chooser ended without a device: closed by the user, or no Bluetooth adapter. */
export class ChooserCancelledError extends Error {
  constructor(reason: string) {
    super(reason ? t`No device was chosen: ${reason}` : t`No device was chosen.`);
    this.name = 'ChooserCancelledError';
  }
}

type Write = (value: BufferSource) => Promise<void>;

/** Prefers acknowledged writes, so the queue knows when the device has taken a value. */
function writerFor(characteristic: GattCharacteristicLike): Write {
  const props = characteristic.properties;
  if ((props?.write ?? true) && characteristic.writeValueWithResponse) {
    return (value) => characteristic.writeValueWithResponse!(value);
  }
  if ((props?.writeWithoutResponse ?? true) && characteristic.writeValueWithoutResponse) {
    return (value) => characteristic.writeValueWithoutResponse!(value);
  }
  if (characteristic.writeValue) return (value) => characteristic.writeValue!(value);
  return () => Promise.reject(new DeviceFailure('unsupported_event'));
}

const bytesOf = (view: DataView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength);

async function readBattery(server: GattServerLike, run: <T>(task: () => Promise<T>) => Promise<T>) {
  const service = await server.getPrimaryService(COYOTE_UUIDS.batteryService);
  const characteristic = await service.getCharacteristic(COYOTE_UUIDS.batteryLevel);
  const level = decodeBatteryLevel(bytesOf(await run(() => characteristic.readValue())));
  if (level === null) throw new DeviceFailure('invalid_response', 'The battery level could not be read (invalid_response).');
  return level;
}

/**
 * Pairs a Coyote V2 through the browser's chooser, connects, reads battery and config, and
 * returns a link whose reads and writes go through one queue (never two GATT operations at
 * once), each with a timeout.
 */
export async function openCoyoteLink(bluetooth: BluetoothLike, onDisconnected: () => void): Promise<CoyoteLink> {
  let device: BluetoothDeviceLike;
  try {
    device = await bluetooth.requestDevice(COYOTE_REQUEST_OPTIONS);
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFoundError') throw new ChooserCancelledError(error.message);
    throw toDeviceFailure(error);
  }
  const gatt = device.gatt;
  if (!gatt) throw new DeviceFailure('gatt_unavailable');

  // Each operation waits for the previous one. One that times out frees the queue (the device
  // has stopped answering), so a following Stop can still try to write the zeros.
  const queue = new SerialQueue();
  const run = <T>(task: () => Promise<T>) =>
    queue
      .run(() => withTimeout(task(), GATT_OPERATION_TIMEOUT_MS))
      .catch((error: unknown) => {
        throw error instanceof Error && error.name === 'QueueClearedError' ? error : toDeviceFailure(error);
      });

  let server: GattServerLike;
  try {
    server = await withTimeout(gatt.connect(), CONNECT_TIMEOUT_MS);
  } catch (error) {
    throw toDeviceFailure(error);
  }
  let closed = false;
  const handleDisconnect = () => {
    if (closed) return;
    closed = true;
    queue.clear();
    device.removeEventListener('gattserverdisconnected', handleDisconnect);
    onDisconnected();
  };
  device.addEventListener('gattserverdisconnected', handleDisconnect);

  try {
    const output = await server.getPrimaryService(COYOTE_UUIDS.outputService);
    const strength = writerFor(await output.getCharacteristic(COYOTE_UUIDS.strength));
    const waveform: Record<CoyoteChannel, Write> = {
      A: writerFor(await output.getCharacteristic(waveformUuid('A'))),
      B: writerFor(await output.getCharacteristic(waveformUuid('B'))),
    };
    const warnings: DeviceFailure[] = [];

    const configCharacteristic = await output.getCharacteristic(COYOTE_UUIDS.config);
    const config = await run(() => configCharacteristic.readValue())
      .then((view) => decodeConfig(bytesOf(view)))
      .catch((error: unknown) => {
        warnings.push(toDeviceFailure(error));
        return null;
      });
    if (config === null && warnings.length === 0) {
      warnings.push(new DeviceFailure('invalid_response', 'The power settings could not be read (invalid_response).'));
    }
    const batteryLevel = await readBattery(server, run).catch((error: unknown) => {
      warnings.push(toDeviceFailure(error));
      return null;
    });

    const write = (target: Write, bytes: Uint8Array<ArrayBuffer>) =>
      run(() => {
        if (closed || !server.connected) return Promise.reject(new DeviceFailure('connection_unavailable'));
        return target(bytes);
      });

    return {
      id: device.id,
      // eslint-disable-next-line gauntlet/no-untranslated-text -- the device's own name, when it gives none
      name: device.name || 'Coyote',
      batteryLevel,
      config,
      warnings,
      isConnected: () => !closed && server.connected,
      writeStrength: (a, b) => write(strength, encodeStrength(a, b)),
      writeWaveform: (channel, wave) => write(waveform[channel], encodeWaveform(wave.x, wave.y, wave.z)),
      clearPending: () => queue.clear(),
      disconnect: () => {
        queue.clear();
        closed = true;
        device.removeEventListener('gattserverdisconnected', handleDisconnect);
        server.disconnect();
      },
    };
  } catch (error) {
    closed = true;
    queue.clear();
    device.removeEventListener('gattserverdisconnected', handleDisconnect);
    server.disconnect();
    throw toDeviceFailure(error);
  }
}

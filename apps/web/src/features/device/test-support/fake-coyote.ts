import { COYOTE_UUIDS, encodeConfig, toHex } from '@gauntlet/core';
import type {
  BluetoothDeviceLike,
  BluetoothLike,
  GattCharacteristicLike,
  GattServerLike,
  RequestDeviceOptionsLike,
} from '../lib/web-bluetooth';

interface RecordedWrite {
  uuid: string;
  hex: string;
}

export interface FakeCoyoteOptions {
  config?: number[];
  battery?: number[];
  /** The device exposes no GATT server. */
  noGatt?: boolean;
  /** Makes a write fail (or hang, with 'hang') instead of succeeding. */
  failWrites?: (uuid: string) => Error | 'hang' | null;
}

const notFound = (what: string) => Object.assign(new Error(`No ${what}`), { name: 'NotFoundError' });

/**
 * A Coyote V2 behind a fake `navigator.bluetooth`: records every write (as hex), answers
 * reads, and notices when two GATT operations overlap.
 */
export function fakeCoyote(options: FakeCoyoteOptions = {}) {
  const writes: RecordedWrite[] = [];
  const requests: RequestDeviceOptionsLike[] = [];
  let busy = false;
  let overlapped = false;
  let connected = false;

  const operation = async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy) overlapped = true;
    busy = true;
    try {
      await Promise.resolve();
      return await work();
    } finally {
      busy = false;
    }
  };

  const characteristic = (uuid: string, value?: number[]): GattCharacteristicLike => ({
    uuid,
    properties: { write: value === undefined },
    readValue: () => operation(async () => new DataView(Uint8Array.from(value ?? []).buffer)),
    writeValueWithResponse: (data) =>
      operation(async () => {
        const failure = options.failWrites?.(uuid) ?? null;
        if (failure === 'hang') return new Promise<void>(() => undefined);
        if (failure) throw failure;
        const bytes =
          data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        writes.push({ uuid, hex: toHex(bytes) });
      }),
  });

  const characteristics: Record<string, Record<string, GattCharacteristicLike>> = {
    [COYOTE_UUIDS.outputService]: {
      [COYOTE_UUIDS.strength]: characteristic(COYOTE_UUIDS.strength),
      [COYOTE_UUIDS.waveformA]: characteristic(COYOTE_UUIDS.waveformA),
      [COYOTE_UUIDS.waveformB]: characteristic(COYOTE_UUIDS.waveformB),
      [COYOTE_UUIDS.config]: characteristic(
        COYOTE_UUIDS.config,
        options.config ?? Array.from(encodeConfig({ maxPower: 2000, powerStep: 7 })),
      ),
    },
    [COYOTE_UUIDS.batteryService]: {
      [COYOTE_UUIDS.batteryLevel]: characteristic(COYOTE_UUIDS.batteryLevel, options.battery ?? [77]),
    },
  };

  const device = new EventTarget() as BluetoothDeviceLike & { gatt: GattServerLike | null };
  const server: GattServerLike = {
    get connected() {
      return connected;
    },
    connect: async () => {
      connected = true;
      return server;
    },
    disconnect: () => {
      if (!connected) return;
      connected = false;
      device.dispatchEvent(new Event('gattserverdisconnected'));
    },
    getPrimaryService: async (uuid) => {
      const service = characteristics[uuid];
      if (!service) throw notFound(`service ${uuid}`);
      return {
        getCharacteristic: async (id: string) => {
          const found = service[id];
          if (!found) throw notFound(`characteristic ${id}`);
          return found;
        },
      };
    },
  };
  Object.assign(device, { id: 'coyote-1', name: 'D-LAB ESTIM01', gatt: options.noGatt ? null : server });

  const bluetooth: BluetoothLike = {
    requestDevice: async (request) => {
      requests.push(request);
      return device;
    },
  };

  return {
    bluetooth,
    writes,
    requests,
    /** Writes to one characteristic, as hex. */
    writesTo: (uuid: string) => writes.filter((write) => write.uuid === uuid).map((write) => write.hex),
    overlapped: () => overlapped,
    isConnected: () => connected,
    /** The device goes away by itself (out of range, switched off). */
    dropConnection: () => server.disconnect(),
  };
}

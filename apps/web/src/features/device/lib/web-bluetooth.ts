/**
 * The slice of the Web Bluetooth API the device page uses. TypeScript's DOM library does not
 * describe Web Bluetooth, and tests pass fakes of exactly this shape.
 */
export interface GattCharacteristicLike {
  readonly uuid?: string;
  readonly properties?: { readonly write?: boolean; readonly writeWithoutResponse?: boolean };
  readValue(): Promise<DataView>;
  writeValueWithResponse?(value: BufferSource): Promise<void>;
  writeValueWithoutResponse?(value: BufferSource): Promise<void>;
  writeValue?(value: BufferSource): Promise<void>;
}

interface GattServiceLike {
  getCharacteristic(uuid: string): Promise<GattCharacteristicLike>;
}

export interface GattServerLike {
  readonly connected: boolean;
  connect(): Promise<GattServerLike>;
  disconnect(): void;
  getPrimaryService(uuid: string): Promise<GattServiceLike>;
}

export interface BluetoothDeviceLike extends EventTarget {
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: GattServerLike | null;
}

export interface RequestDeviceOptionsLike {
  filters: { namePrefix?: string; services?: string[] }[];
  optionalServices?: string[];
}

export interface BluetoothLike {
  requestDevice(options: RequestDeviceOptionsLike): Promise<BluetoothDeviceLike>;
}

/** The browser's Web Bluetooth, or null when this browser has none. */
export function browserBluetooth(): BluetoothLike | null {
  if (typeof navigator === 'undefined') return null;
  const bluetooth = (navigator as Navigator & { bluetooth?: BluetoothLike }).bluetooth;
  return bluetooth ?? null;
}

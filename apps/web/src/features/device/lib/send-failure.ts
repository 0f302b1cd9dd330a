import { deviceFailureText, GATT_UNAVAILABLE_MESSAGE, type DeviceFailureCode } from '@gauntlet/core';

/** A failure talking to the device: one of the device failure codes, or the missing-GATT case. */
export class DeviceFailure extends Error {
  constructor(
    readonly code: DeviceFailureCode | 'gatt_unavailable',
    message: string = code === 'gatt_unavailable' ? GATT_UNAVAILABLE_MESSAGE : deviceFailureText(code),
  ) {
    super(message);
    this.name = 'DeviceFailure';
  }
}

class TimeoutFailure extends DeviceFailure {
  constructor() {
    super('timeout');
  }
}

/** Rejects with a `timeout` failure when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutFailure()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Maps what Web Bluetooth throws to a device failure code: a lost link is
 * `connection_unavailable`, an operation the characteristic refuses is `unsupported_event`.
 */
export function toDeviceFailure(error: unknown): DeviceFailure {
  if (error instanceof DeviceFailure) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  const detail = (code: DeviceFailureCode) =>
    new DeviceFailure(code, message ? `${deviceFailureText(code)} (${message})` : deviceFailureText(code));
  switch (name) {
    case 'NetworkError':
    case 'InvalidStateError':
      return detail('connection_unavailable');
    case 'NotSupportedError':
    case 'SecurityError':
    case 'NotFoundError':
      return detail('unsupported_event');
    case 'TimeoutError':
      return detail('timeout');
    default:
      return detail('invalid_response');
  }
}

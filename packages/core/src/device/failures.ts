/** Why a write to the device failed. */
export const DEVICE_FAILURE_CODES = ['connection_unavailable', 'unsupported_event', 'timeout', 'invalid_response'] as const;
export type DeviceFailureCode = (typeof DEVICE_FAILURE_CODES)[number];

/** Shown when the paired device exposes no GATT server. */
export const GATT_UNAVAILABLE_MESSAGE = 'GATT server not available on the device';

const FAILURE_TEXT: Record<DeviceFailureCode, string> = {
  connection_unavailable: 'The device is not connected. Connect it again and retry.',
  unsupported_event: 'The device does not support this operation.',
  timeout: 'The device did not answer in time.',
  invalid_response: 'The device sent an answer that could not be understood.',
};

/** A user-facing explanation of a failure code. */
export function deviceFailureText(code: DeviceFailureCode): string {
  return FAILURE_TEXT[code];
}

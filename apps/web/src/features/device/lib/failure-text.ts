import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeviceFailureInfo } from './device-session';

/**
 * Core words each device failure in English (with the browser's detail when there is one); the
 * app shows that English text as it is, and for any other language the text its code stands for.
 */
const BY_CODE: Record<DeviceFailureInfo['code'], MessageDescriptor> = {
  connection_unavailable: msg`The device is not connected. Connect it again and retry.`,
  unsupported_event: msg`The device does not support this operation.`,
  timeout: msg`The device did not answer in time.`,
  invalid_response: msg`The device sent an answer that could not be understood.`,
  gatt_unavailable: msg`GATT server not available on the device`,
};

export function deviceFailureMessage(failure: DeviceFailureInfo): string {
  return i18n.locale === 'en' ? failure.message : i18n._(BY_CODE[failure.code]);
}

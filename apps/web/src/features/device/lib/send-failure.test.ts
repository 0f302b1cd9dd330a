import { describe, expect, it } from 'vitest';
import { GATT_UNAVAILABLE_MESSAGE } from '@gauntlet/core';
import { DeviceFailure, toDeviceFailure } from './send-failure';
import { parseBridgeUrl } from './bridge-url';

const named = (name: string, message = 'detail') => Object.assign(new Error(message), { name });

describe('toDeviceFailure', () => {
  it.each([
    ['NetworkError', 'connection_unavailable'],
    ['InvalidStateError', 'connection_unavailable'],
    ['NotSupportedError', 'unsupported_event'],
    ['SecurityError', 'unsupported_event'],
    ['NotFoundError', 'unsupported_event'],
    ['TimeoutError', 'timeout'],
    ['SyntaxError', 'invalid_response'],
    ['Error', 'invalid_response'],
  ])('maps %s to %s, keeping the browser message', (name, code) => {
    const failure = toDeviceFailure(named(name, 'GATT says no'));
    expect(failure.code).toBe(code);
    expect(failure.message).toContain('GATT says no');
  });

  it('keeps a DeviceFailure as it is, and has the spec message for a missing GATT server', () => {
    const failure = new DeviceFailure('gatt_unavailable');
    expect(toDeviceFailure(failure)).toBe(failure);
    expect(failure.message).toBe(GATT_UNAVAILABLE_MESSAGE);
    expect(toDeviceFailure('weird').code).toBe('invalid_response');
  });
});

describe('parseBridgeUrl', () => {
  it.each([
    ['ws://localhost:8787', 'ws://localhost:8787/'],
    [' wss://bridge.example/socket ', 'wss://bridge.example/socket'],
    ['http://localhost:8787', null],
    ['localhost:8787', null],
    ['', null],
  ])('%o → %o', (text, url) => {
    expect(parseBridgeUrl(text)).toBe(url);
  });
});
